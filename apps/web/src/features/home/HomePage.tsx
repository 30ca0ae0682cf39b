import { lazy, Suspense } from 'react';
import { HomeBand } from './components/HomeBand.tsx';
import { ServiceLinks } from './components/ServiceLinks.tsx';
import { ShortcutGrid } from './components/ShortcutGrid.tsx';
import { StripFallback } from './components/StripFallback.tsx';
import { WeeklyCatalogCard } from './components/WeeklyCatalogCard.tsx';
import { useSession } from '../../lib/storage/use-session.ts';
import styles from './HomePage.module.css';

/** Today's promos strip is its own chunk (it brings the shared product card). */
const TodayPromosStrip = lazy(() => import('./components/TodayPromosStrip.tsx').then((m) => ({ default: m.TodayPromosStrip })));
const LastChanceStrip = lazy(() => import('./components/LastChanceStrip.tsx').then((m) => ({ default: m.LastChanceStrip })));
/** A signed-in shopper's wallet block and its chart are their own chunks (docs/wallet.md#home-variant). */
const WalletSlot = lazy(() => import('./wallet/WalletSlot.tsx'));

/**
 * /layout: the first screen shoppers see. It sells first (issue 33, docs/shell.md#home): the
 * signed-in shopper's card (name, tier, balance) stays at the top, then today's promos and the
 * week's catalogue fill the first phone screen, the last-chance strip and the tiles (the games
 * among them) follow, and the account's history ('Activités récentes', 'Mes achats') comes after.
 */
export function HomePage() {
  const { loggedIn } = useSession();
  return (
    <div className={styles.page} data-testid="home">
      <HomeBand />
      <div className={styles.body}>
        {loggedIn && (
          <Suspense fallback={<div className={styles.walletHeadSlot} />}>
            <WalletSlot part="head" />
          </Suspense>
        )}
        <Suspense fallback={<StripFallback kind="promos" />}>
          <TodayPromosStrip />
        </Suspense>
        <WeeklyCatalogCard />
        <Suspense fallback={<StripFallback kind="lastChance" />}>
          <LastChanceStrip />
        </Suspense>
        <ShortcutGrid />
        {loggedIn && (
          <Suspense fallback={<div className={styles.walletSlot} />}>
            <WalletSlot part="history" />
          </Suspense>
        )}
        <ServiceLinks />
      </div>
    </div>
  );
}
