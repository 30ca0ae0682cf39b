import { CATALOGUE_TABS, type CatalogueTab } from '@qadhya/domain';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './CatalogueTabsBar.module.css';

export interface CatalogueTabsBarProps {
  selected: CatalogueTab;
  onSelect: (tab: CatalogueTab) => void;
}

/** Semaine dernière · En cours · Semaine prochaine (a tablist; arrow keys move, mirrored in Arabic). */
export function CatalogueTabsBar({ selected, onSelect }: CatalogueTabsBarProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = (CATALOGUE_TABS.indexOf(selected) + step + CATALOGUE_TABS.length) % CATALOGUE_TABS.length;
    onSelect(CATALOGUE_TABS[index]!);
    refs.current[index]?.focus();
  };
  return (
    <div className={styles.bar} role="tablist" aria-label={t('catalogs.tabsLabel')} onKeyDown={onKeyDown}>
      {CATALOGUE_TABS.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`catalog-tab-${tab}`}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab)}
          data-testid={`catalog-tab-${tab}`}
        >
          {t(`catalogs.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
