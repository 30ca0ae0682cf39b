import type { ReactNode } from 'react';
import styles from './account.module.css';

interface Props {
  title: string;
  /** On the list. */
  testId: string;
  /** Its `<li>` rows, e.g. PersonRow. */
  children: ReactNode;
}

/** An account section: a small uppercase heading over a card that holds a list. */
export function TitledList({ title, testId, children }: Props) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.card} data-testid={testId}>
        {children}
      </ul>
    </section>
  );
}
