import { History, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../SearchPage.module.css';

export interface RecentSearchesProps {
  items: readonly string[];
  onPick: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}

/** The last searches kept on the device: a tap searches again, « × » removes one, « Effacer » all. */
export function RecentSearches({ items, onPick, onRemove, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-recent-title" data-testid="search-recent">
      <div className={styles.sectionHead}>
        <h2 id="search-recent-title" className={styles.sectionTitle}>
          {t('search.recent')}
        </h2>
        <button
          type="button"
          className={styles.textButton}
          onClick={onClear}
          aria-label={t('search.clearRecentLabel')}
          data-testid="search-recent-clear"
        >
          {t('search.clearRecent')}
        </button>
      </div>
      <ul className={styles.rows}>
        {items.map((item) => (
          <li key={item} className={styles.recentItem}>
            <button type="button" className={styles.row} onClick={() => onPick(item)} data-testid="search-recent-item">
              <History size={16} aria-hidden className={styles.rowIcon} />
              <span className={styles.rowText} dir="auto">
                {item}
              </span>
            </button>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              aria-label={t('search.removeRecent', { q: item })}
              data-testid="search-recent-remove"
            >
              <X size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
