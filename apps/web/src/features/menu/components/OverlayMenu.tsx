import { LogIn } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch.tsx';
import { paths } from '../../../config/routes.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import { ANONYMOUS_LINKS, MEMBER_LINKS } from './menu-links.ts';
import { MenuLinkList } from './MenuLinkList.tsx';
import styles from './OverlayMenu.module.css';
import { ProfileCard } from './ProfileCard.tsx';

export interface OverlayMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The overlay menu: member variant (profile card and ten links) or anonymous variant. */
export function OverlayMenu({ open, onClose }: OverlayMenuProps) {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  return (
    <BottomSheet open={open} onClose={onClose} label={t('menu.title')} handleLabel={t('menu.dragHandle')} testId="overlay-menu">
      <div className={styles.menu} data-variant={loggedIn ? 'member' : 'anonymous'}>
        {loggedIn ? (
          <ProfileCard user={user} />
        ) : (
          <div className={styles.welcome}>
            <p className={styles.welcomeTitle}>{t('menu.welcomeTitle')}</p>
            <p className={styles.welcomeText}>{t('menu.welcomeText')}</p>
          </div>
        )}
        <MenuLinkList links={loggedIn ? MEMBER_LINKS : ANONYMOUS_LINKS} showAdmin={loggedIn} onNavigate={onClose} />
        {!loggedIn && (
          <Link to={paths.login} className={styles.login} onClick={onClose} data-testid="menu-login">
            <LogIn className="flip-rtl" size={20} aria-hidden />
            {t('menu.login')}
          </Link>
        )}
        <LanguageSwitch />
      </div>
    </BottomSheet>
  );
}
