import type { LucideIcon } from 'lucide-react';
import styles from './PillButton.module.css';

interface Props {
  /** 'accept': brand red, 'decline': grey, both sharing the row's width; 'leave': outlined, red text. */
  tone: 'accept' | 'decline' | 'leave';
  icon: LucideIcon;
  text: string;
  /** Its accessible name, which says whom it is about. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
}

/** A rounded text button with an icon, answering an invitation or leaving a family. */
export function PillButton({ tone, icon: Icon, text, label, onClick, disabled, testId }: Props) {
  return (
    <button
      type="button"
      className={`${styles.pill} ${styles[tone]}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
    >
      <Icon size={16} aria-hidden />
      {text}
    </button>
  );
}
