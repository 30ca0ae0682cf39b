import { lazy, Suspense } from 'react';
import { HomeBand } from './components/HomeBand.tsx';
import { ServiceLinks } from './components/ServiceLinks.tsx';
import { ShortcutGrid } from './components/ShortcutGrid.tsx';
import { StripFallback } from './components/StripFallback.tsx';
import { WeeklyCatalogCard } from './components/WeeklyCatalogCard.tsx';
import styles from './HomePage.module.css';

/** Today's promos strip is its own chunk (it brings the shared product card). */
const TodayPromosStrip = lazy(() => import('./components/TodayPromosStrip.tsx').then((m) => ({ default: m.TodayPromosStrip })));
const LastChanceStrip = lazy(() => import('./components/LastChanceStrip.tsx').then((m) => ({ default: m.LastChanceStrip })));

/** /layout: the first screen shoppers see. */
export function HomePage() {
  return (
    <div className={styles.page} data-testid="home">
      <HomeBand />
      <div className={styles.body}>
        <Suspense fallback={<StripFallback kind="promos" />}>
          <TodayPromosStrip />
        </Suspense>
        <Suspense fallback={<StripFallback kind="lastChance" />}>
          <LastChanceStrip />
        </Suspense>
        <WeeklyCatalogCard />
        <ShortcutGrid />
        <ServiceLinks />
      </div>
    </div>
  );
}
