import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { PROFILE_PATH, type MenuLink } from './menu-links.ts';
import styles from './OverlayMenu.module.css';

interface Props {
  links: readonly MenuLink[];
  showAdmin: boolean;
  onNavigate: () => void;
}

export function MenuLinkList({ links, showAdmin, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links} data-testid="menu-links">
      {links.map(({ label, to, icon: Icon, admin }) => (
        <li key={label} className={styles.linkItem}>
          <Link to={to} className={styles.link} onClick={onNavigate} data-testid="menu-link">
            <span className={styles.linkIcon} aria-hidden>
              <Icon size={20} />
            </span>
            <span className={styles.linkLabel}>{t(`menu.${label}`)}</span>
            {!(admin && showAdmin) && <ChevronRight className={`flip-rtl ${styles.chevron}`} size={18} aria-hidden />}
          </Link>
          {admin && showAdmin && (
            <Link to={PROFILE_PATH} className={styles.admin} onClick={onNavigate} data-testid="menu-admin">
              {t('header.admin')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
