import type { LastChanceCategory } from '@qadhya/contracts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './LastChanceTabs.module.css';

export interface LastChanceTabsProps {
  categories: readonly LastChanceCategory[];
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Tout + the categories that have last-chance offers. */
export function LastChanceTabs({ categories, value, onChange }: LastChanceTabsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} role="tablist" aria-label={t('lastChance.categories')} data-testid="last-chance-tabs">
      <button type="button" role="tab" className={styles.tab} aria-selected={value === null} onClick={() => onChange(null)}>
        {t('lastChance.all')}
      </button>
      {categories.map((c) => (
        <button
          key={c.CATEGORY_ID}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={value === c.CATEGORY_ID}
          data-category={c.CATEGORY_ID}
          onClick={() => onChange(c.CATEGORY_ID)}
        >
          {c.CATEGORY_NAME}
        </button>
      ))}
    </div>
  );
}
