import type { ReactNode } from 'react';
import styles from './account.module.css';
import row from './PersonRow.module.css';

/** How a line's text runs: 'auto' follows a name written in either script, 'ltr' keeps a UID left to right. */
type Bidi = 'auto' | 'ltr';

interface Props {
  avatar: ReactNode;
  label: ReactNode;
  labelBidi?: Bidi;
  labelTestId: string;
  hint: ReactNode;
  hintBidi?: Bidi;
  /** The hint wraps onto more lines instead of ending in an ellipsis. */
  hintWraps?: boolean;
  /** What ends the row: a status, its actions. */
  children: ReactNode;
  testId: string;
  className?: string;
}

const text = (className: string | undefined, bidi: Bidi | undefined) => ({
  className: bidi === 'ltr' ? `${className} ltr-isolate` : className,
  dir: bidi === 'auto' ? 'auto' : undefined,
});

/** One person in an account list (TitledList): avatar, name or UID over a hint, then the row's end. */
export function PersonRow({ avatar, label, labelBidi, labelTestId, hint, hintBidi, hintWraps, children, testId, className }: Props) {
  return (
    <li className={className ? `${styles.row} ${className}` : styles.row} data-testid={testId}>
      {avatar}
      <span className={styles.rowText}>
        <span {...text(styles.rowLabel, labelBidi)} data-testid={labelTestId}>
          {label}
        </span>
        <span {...text(hintWraps ? row.wrappingHint : styles.rowHint, hintBidi)}>{hint}</span>
      </span>
      {children}
    </li>
  );
}
