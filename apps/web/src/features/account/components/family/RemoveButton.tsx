import type { LucideIcon } from 'lucide-react';
import styles from './RemoveButton.module.css';

interface Props {
  icon: LucideIcon;
  /** Its accessible name, e.g. 'Retirer Sami'. */
  label: string;
  onClick: () => void;
  testId: string;
}

/** A round icon button at the end of a row that takes something away (a member, an invitation). */
export function RemoveButton({ icon: Icon, label, onClick, testId }: Props) {
  return (
    <button type="button" className={styles.remove} onClick={onClick} aria-label={label} data-testid={testId}>
      <Icon size={18} aria-hidden />
    </button>
  );
}
