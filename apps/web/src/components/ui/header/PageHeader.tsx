import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  tone?: 'default' | 'brand';
  /** Shown when given: the back arrow (mirrored in RTL). */
  onBack?: () => void;
  backLabel: string;
  /** Buttons at the end of the bar (search, ADMIN…). */
  actions?: ReactNode;
}

/** The one page header: back arrow, title, end actions; white by default, red on catalogs. */
export function PageHeader({ title, tone = 'default', onBack, backLabel, actions }: PageHeaderProps) {
  return (
    <header className={styles.header} data-tone={tone} data-testid="page-header">
      <div className={styles.bar}>
        <div className={styles.start}>
          {onBack && (
            <button type="button" className={styles.iconButton} onClick={onBack} aria-label={backLabel} data-testid="header-back">
              <ArrowLeft className="flip-rtl" size={22} aria-hidden />
            </button>
          )}
        </div>
        <h1 className={styles.title} data-testid="header-title">
          {title}
        </h1>
        <div className={styles.end}>{actions}</div>
      </div>
    </header>
  );
}

export const headerStyles = styles;
