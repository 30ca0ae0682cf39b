import { Outlet } from '../../lib/router/index.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './LayoutShell.module.css';
import { NavigationProgress } from './NavigationProgress.tsx';
import { UnfinishedProfileGuard } from './UnfinishedProfileGuard.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** Top-level pages outside /layout (terms, product detail by sku…): header only, no bottom bar; behind the unfinished sign-up guard. */
export function PlainShell() {
  const meta = useRouteMeta();
  return (
    <UnfinishedProfileGuard>
      <div className={styles.app} data-route={meta.id ?? ''} data-shell="plain">
        <NavigationProgress />
        <AppHeader meta={meta} />
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </UnfinishedProfileGuard>
  );
}
