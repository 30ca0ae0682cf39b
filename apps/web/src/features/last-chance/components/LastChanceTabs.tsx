import type { LastChanceCategory } from '@qadhya/contracts';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface LastChanceTabsProps {
  categories: readonly LastChanceCategory[];
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Tout + the categories that have last-chance offers (the kit's chips tabs; tab `last-chance-tab-<id>`). */
export function LastChanceTabs({ categories, value, onChange }: LastChanceTabsProps) {
  const { t } = useTranslation();
  const tabs = [
    { key: 'all', label: t('lastChance.all') },
    ...categories.map((c) => ({ key: String(c.CATEGORY_ID), label: c.CATEGORY_NAME })),
  ];
  return (
    <Tabs
      id="last-chance"
      variant="chips"
      withPanel={false}
      label={t('lastChance.categories')}
      tabs={tabs}
      value={value === null ? 'all' : String(value)}
      onChange={(key) => onChange(key === 'all' ? null : Number(key))}
      testId="last-chance-tabs"
    />
  );
}
