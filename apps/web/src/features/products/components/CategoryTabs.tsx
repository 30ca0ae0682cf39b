import { useTranslation } from '../../../lib/i18n/index.ts';
import type { CategoryGroup } from '../category-tabs.ts';
import styles from './CategoryTabs.module.css';

export interface CategorySelection {
  group: number | null;
  aisle: number | null;
}

export interface CategoryTabsProps {
  groups: CategoryGroup[];
  value: CategorySelection;
  onChange: (value: CategorySelection) => void;
}

/** Tout + the food / hygiene / non-food groups, then the chosen group's aisles. */
export function CategoryTabs({ groups, value, onChange }: CategoryTabsProps) {
  const { t } = useTranslation();
  const current = groups.find((g) => g.id === value.group);
  return (
    <div className={styles.tabs}>
      <div className={styles.row} role="tablist" aria-label={t('products.categories')} data-testid="category-groups">
        <button type="button" role="tab" className={styles.group} aria-selected={value.group === null} onClick={() => onChange({ group: null, aisle: null })}>
          {t('products.all')}
        </button>
        {groups.map((g) => (
          <button
            key={g.id}
            type="button"
            role="tab"
            className={styles.group}
            aria-selected={value.group === g.id}
            data-group={g.label}
            onClick={() => onChange({ group: g.id, aisle: null })}
          >
            {t(`products.${g.label}`)}
          </button>
        ))}
      </div>
      {current && (
        <div className={styles.row} data-testid="category-aisles">
          {current.aisles.map((a) => (
            <button
              key={a.CATEGORY_ID}
              type="button"
              className={styles.aisle}
              aria-pressed={value.aisle === a.CATEGORY_ID}
              onClick={() => onChange({ group: current.id, aisle: value.aisle === a.CATEGORY_ID ? null : a.CATEGORY_ID })}
            >
              {a.CATEGORY_NAME}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
