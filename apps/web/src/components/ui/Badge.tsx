import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'error' | 'info';

/** A short status word on a tinted pill (docs/web-ui-kit.md#badge); the tone is never the only sign: the word says it. */
export function Badge({ tone = 'neutral', children, testId }: { tone?: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={styles.badge} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}
