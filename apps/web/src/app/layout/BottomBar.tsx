import { Bell, House, ScanLine, Settings, ShoppingBag, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { NavLink } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { href } from '../../config/routes.ts';
import styles from './BottomBar.module.css';

interface Entry {
  to: string;
  label: 'nav.home' | 'nav.purchases' | 'nav.settings' | 'nav.notifications';
  icon: LucideIcon;
  end?: boolean;
}

const START: Entry[] = [
  { to: href('home'), label: 'nav.home', icon: House, end: true },
  { to: href('dashboard'), label: 'nav.purchases', icon: ShoppingBag },
];
const END: Entry[] = [
  { to: href('settings'), label: 'nav.settings', icon: Settings },
  { to: href('notifications'), label: 'nav.notifications', icon: Bell },
];

/** The scan flow (camera, reader and its WASM) loads on the first tap only. */
const ScanFlow = lazy(() => import('../../features/scan/ScanFlow.tsx').then((m) => ({ default: m.ScanFlow })));
/** The unread count (docs/notifications.md#screen): its code and its request come after the first screen. */
const UnreadBadge = optionalLazy(() => import('../../features/notifications/UnreadBadge.tsx').then((m) => m.default));

/** Accueil, Achats, the raised scan button (opens the scan flow in place), Réglages and notifications. */
export function BottomBar() {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  // A visitor has no inbox: the badge's code is not even loaded.
  const { loggedIn } = useSession();
  const openScan = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setScanning(true);
  };
  const item = ({ to, label, icon: Icon, end }: Entry) => (
    <NavLink key={to} to={to} end={end} className={styles.item} data-testid="bottom-bar-item">
      <Icon size={22} strokeWidth={2} aria-hidden />
      <span className={styles.label}>{t(label)}</span>
      {label === 'nav.notifications' && loggedIn && <UnreadBadge />}
    </NavLink>
  );
  return (
    <nav className={styles.bar} aria-label={t('nav.label')} data-testid="bottom-bar">
      <div className={styles.row}>
        {START.map(item)}
        <NavLink
          to={href('scanProduit')}
          onClick={openScan}
          className={styles.scan}
          aria-label={t('nav.scan')}
          data-testid="bottom-bar-item"
        >
          <span className={styles.scanButton} data-testid="scan-button">
            <ScanLine size={28} strokeWidth={2.2} aria-hidden />
          </span>
        </NavLink>
        {END.map(item)}
      </div>
      {scanning && (
        <Suspense fallback={null}>
          <ScanFlow onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </nav>
  );
}
