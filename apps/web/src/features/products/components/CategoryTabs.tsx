import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { CategoryGroup } from '../model/category-tabs.ts';
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
      <Tabs
        id="category-group"
        variant="chips"
        withPanel={false}
        label={t('products.categories')}
        tabs={[{ key: 'all', label: t('products.all') }, ...groups.map((g) => ({ key: String(g.id), label: t(`products.${g.label}`) }))]}
        value={value.group === null ? 'all' : String(value.group)}
        onChange={(key) => onChange({ group: key === 'all' ? null : Number(key), aisle: null })}
        testId="category-groups"
      />
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
