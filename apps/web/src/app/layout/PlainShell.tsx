import { Outlet } from '../../lib/router/index.ts';
import { AppHeader } from './AppHeader.tsx';
import styles from './LayoutShell.module.css';
import { NavigationProgress } from './NavigationProgress.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** Top-level pages outside /layout (login, terms, next steps): header only, no bottom bar. */
export function PlainShell() {
  const meta = useRouteMeta();
  return (
    <div className={styles.app} data-route={meta.id ?? ''} data-shell="plain">
      <NavigationProgress />
      <AppHeader meta={meta} />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
