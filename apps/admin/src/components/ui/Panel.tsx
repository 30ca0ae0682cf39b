import type { ReactNode } from 'react';

/** A white card with an optional heading (h2). */
export function Panel({
  title,
  children,
  actions,
  className,
}: {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={['ui-panel', className ?? ''].filter(Boolean).join(' ')} aria-label={title}>
      {title || actions ? (
        <div className="ui-panel-head">
          {title ? <h2>{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
