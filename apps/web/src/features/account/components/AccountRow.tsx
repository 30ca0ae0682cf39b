import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/index.ts';
import styles from './account.module.css';

interface Common {
  icon: LucideIcon;
  /** Tile colour of the icon. */
  tone: 'red' | 'orange' | 'amber' | 'green' | 'blue' | 'pink';
  label: string;
  hint?: ReactNode;
  testId?: string;
  danger?: boolean;
}

export type AccountRowProps = Common & ({ to: string; onClick?: never } | { to?: never; onClick: () => void });

/** One row of the profile page: icon tile, label, hint, chevron; a link or a button. */
export function AccountRow({ icon: Icon, tone, label, hint, testId, danger, to, onClick }: AccountRowProps) {
  const inner = (
    <>
      <span className={styles.rowIcon} data-tone={tone} aria-hidden>
        <Icon size={20} />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        {hint && <span className={styles.rowHint}>{hint}</span>}
      </span>
      {!danger && <ChevronRight className={`flip-rtl ${styles.chevron}`} size={18} aria-hidden />}
    </>
  );
  return to !== undefined ? (
    <Link to={to} className={styles.row} data-testid={testId}>
      {inner}
    </Link>
  ) : (
    <button type="button" className={styles.row} data-danger={danger || undefined} onClick={onClick} data-testid={testId}>
      {inner}
    </button>
  );
}
