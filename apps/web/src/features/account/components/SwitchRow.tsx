import type { ReactNode } from 'react';
import page from '../NotifsPage.module.css';
import styles from './account.module.css';
import { Switch } from './Switch.tsx';

/**
 * A row of the account's switch cards (the notifications, the audience consent): its tinted icon,
 * its label and hint, and the switch they name and describe.
 */
export function SwitchRow({
  icon,
  tone,
  label,
  hint,
  labelId,
  hintId,
  checked,
  onChange,
  disabled,
  testId,
  rowTestId,
}: {
  icon: ReactNode;
  tone: 'red' | 'green' | 'amber' | 'blue' | 'pink';
  label: ReactNode;
  hint: ReactNode;
  labelId: string;
  hintId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The switch's. */
  testId: string;
  rowTestId?: string;
}) {
  return (
    <li className={styles.row} data-testid={rowTestId}>
      <span className={styles.rowIcon} data-tone={tone} aria-hidden>
        {icon}
      </span>
      <span className={styles.rowText}>
        <span id={labelId} className={styles.rowLabel}>
          {label}
        </span>
        <span id={hintId} className={page.hint}>
          {hint}
        </span>
      </span>
      <Switch checked={checked} onChange={onChange} disabled={disabled} labelledBy={labelId} describedBy={hintId} testId={testId} />
    </li>
  );
}
