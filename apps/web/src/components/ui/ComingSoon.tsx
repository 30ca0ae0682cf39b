import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  title: string;
  text: string;
  heading?: string;
  action?: ReactNode;
  /** Inside a page that has other content: no full-height centring. */
  compact?: boolean;
}

/** The centred "Bientôt disponible" notice of screens that a later issue builds. */
export function ComingSoon({ title, text, heading, action, compact }: ComingSoonProps) {
  return (
    <section className={styles.root} data-testid="coming-soon" data-compact={compact || undefined}>
      <div className={styles.badge} aria-hidden>
        <Hourglass size={34} strokeWidth={1.8} />
      </div>
      {heading && <p className={styles.heading}>{heading}</p>}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
