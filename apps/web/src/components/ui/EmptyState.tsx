import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** What is empty, in a sentence ("Aucune liste"). */
  title: string;
  /** What to do about it, when there is something to say. */
  text?: string;
  /** A drawn icon (aria-hidden). */
  icon?: ReactNode;
  /** The action that fills it (a Button or ButtonLink). */
  action?: ReactNode;
  testId?: string;
}

/** A screen or list with nothing to show yet: icon, title, a line, one action (docs/web-ui-kit.md#emptystate). */
export function EmptyState({ title, text, icon, action, testId }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
