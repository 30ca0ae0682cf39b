import type { ReactNode } from 'react';

/** A message block: errors are announced at once (role=alert), the others politely. */
export function Notice({ tone, children, title }: { tone: 'error' | 'success' | 'info' | 'warning'; children: ReactNode; title?: string }) {
  return (
    <div className={`ui-notice ui-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="ui-notice-title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
