import {
  DEFAULT_CATALOGUE_TAB,
  activeCatalogueForTab,
  catalogueTabs,
  classifyCatalogues,
  defaultActiveCatalogue,
  fallbackNextWeekQuery,
  isFallbackNextWeekHidden,
  type CatalogueTab,
} from '@qadhya/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useAppClock } from '../../lib/clock/index.ts';
import { useCatalogues, useNextWeekImages } from './api.ts';
import styles from './CatalogsPage.module.css';
import { CatalogueProductGrid } from './components/CatalogueProductGrid.tsx';
import { CatalogueTabsBar } from './components/CatalogueTabsBar.tsx';
import { CoverSkeleton } from './components/CoverSkeleton.tsx';
import { LoadError } from './components/LoadError.tsx';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';

/** The covers carousel is its own chunk. */
const CoverCarousel = lazy(() => import('./components/CoverCarousel.tsx').then((m) => ({ default: m.CoverCarousel })));

/** Logged (not shown) when there is no catalogue to show (docs/catalogues.md#tabs-and-selection). */
const NO_ACTIVE_NOTICE = '[catalogs] No active catalogue today: the products area stays empty.';

/** /layout/catalogs: the three weeks, the covers carousel and the active catalogue's products. */
export function CatalogsPage() {
  const { t } = useTranslation();
  const clock = useAppClock();
  const phone = useMediaQuery(PHONE_QUERY);
  const catalogues = useCatalogues(clock.ready);
  const now = clock.now;
  const today = clock.today;
  const items = catalogues.data?.items;

  const listed = useMemo(() => (items && now ? classifyCatalogues(items, now) : null), [items, now]);
  // The fallback next-week entry comes from the catalogue-images call, only when it can show.
  const fallbackQuery =
    listed && today && listed.nextWeek.length === 0 && !isFallbackNextWeekHidden(today) ? fallbackNextWeekQuery(today) : null;
  const images = useNextWeekImages(fallbackQuery);
  const fallbackSettled = fallbackQuery === null || !images.isPending;
  const tabs = useMemo(
    () => (items && now && fallbackSettled ? catalogueTabs(items, now, images.data ?? null) : null),
    [items, now, fallbackSettled, images.data],
  );

  const [picked, setPicked] = useState<CatalogueTab | null>(null);
  const tab = picked ?? DEFAULT_CATALOGUE_TAB;
  const active = tabs ? (picked ? activeCatalogueForTab(tabs, picked) : defaultActiveCatalogue(tabs)) : null;

  useEffect(() => {
    if (tabs && !active) console.info(NO_ACTIVE_NOTICE);
  }, [tabs, active]);

  return (
    <div className={styles.page} data-testid="catalogs">
      <div className={styles.hero}>
        <CatalogueTabsBar selected={tab} onSelect={setPicked} />
      </div>
      <div className={styles.covers}>
        {catalogues.isError ? (
          <LoadError text={t('catalogs.loadError')} onRetry={() => void catalogues.refetch()} />
        ) : !tabs ? (
          <CoverSkeleton phone={phone} />
        ) : (
          <Suspense fallback={<CoverSkeleton phone={phone} />}>
            <CoverCarousel tabs={tabs} selected={tab} phone={phone} activeKey={active?.key ?? null} onSelect={setPicked} />
          </Suspense>
        )}
      </div>
      {active && active.id !== null && (
        <CatalogueProductGrid key={active.id} catalogueId={active.id} tabLabel={t(`catalogs.tabs.${tab}`)} />
      )}
    </div>
  );
}
