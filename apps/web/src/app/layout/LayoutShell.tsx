import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from '../../lib/router/index.ts';
import { OfflineBanner } from '../../components/ui/OfflineBanner.tsx';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { useSession } from '../../lib/storage/use-session.ts';
import { closeOverlayMenu, useOverlayMenuOpen } from '../../lib/overlay-menu.ts';
import { AppHeader } from './AppHeader.tsx';
import { BottomBar } from './BottomBar.tsx';
import styles from './LayoutShell.module.css';
import { NavigationProgress } from './NavigationProgress.tsx';
import { UnfinishedProfileGuard } from './UnfinishedProfileGuard.tsx';
import { useRouteMeta } from './use-route-meta.ts';

const OverlayMenu = lazy(() => import('../../features/menu/components/OverlayMenu.tsx').then((m) => ({ default: m.OverlayMenu })));
/** A new version of the terms to accept (docs/content.md#accepting-the-terms): loaded once the first screen is idle. */
const TermsPrompt = optionalLazy(() => import('../../features/legal/TermsPrompt.tsx').then((m) => m.TermsPrompt));
/** The games popup (docs/games.md#the-popup): on home, once the first screen is idle, once a day at most. */
const GamesPopup = optionalLazy(() => import('../../features/games/GamesPopup.tsx').then((m) => m.GamesPopup));

/** /layout and its children: header (per the header rules), page, bottom bar, overlay menu; behind the unfinished sign-up guard. */
export function LayoutShell() {
  const meta = useRouteMeta();
  const menuOpen = useOverlayMenuOpen();
  // The menu's code loads on first opening, then stays mounted so that it can animate out.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpen && !menuLoaded) setMenuLoaded(true);
  const { loggedIn } = useSession();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <UnfinishedProfileGuard>
      <div className={styles.app} data-route={meta.id ?? ''}>
        <NavigationProgress />
        <OfflineBanner />
        <AppHeader meta={meta} />
        {loggedIn && idle && <TermsPrompt />}
        {idle && meta.id === 'home' && <GamesPopup />}
        <main className={styles.main}>
          <Outlet />
        </main>
        <BottomBar />
        <Suspense fallback={null}>{menuLoaded && <OverlayMenu open={menuOpen} onClose={closeOverlayMenu} />}</Suspense>
      </div>
    </UnfinishedProfileGuard>
  );
}
