import { Menu, Search, ShoppingBasket } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { openOverlayMenu, useOverlayMenuOpen } from '../../../lib/overlay-menu.ts';
import { firstName } from '../../../lib/storage/session.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import styles from './HomeBand.module.css';

/** The red band: chain name, menu button, greeting and the search entry (the whole range's search, issue 33). */
export function HomeBand() {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = firstName(user);
  const menuOpen = useOverlayMenuOpen();
  return (
    <header className={styles.band}>
      <div className={styles.top}>
        <span className={styles.brand}>
          <span className={styles.logo} aria-hidden>
            <ShoppingBasket size={20} strokeWidth={2.4} />
          </span>
          <span className={styles.brandName} dir="ltr">
            {t('app.name')}
          </span>
        </span>
        <button
          type="button"
          className={styles.menuButton}
          onClick={openOverlayMenu}
          aria-label={t('home.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-button"
        >
          <Menu size={22} aria-hidden />
        </button>
      </div>
      <h1 className={styles.greeting} data-testid="home-greeting">
        {name ? t('home.greetingName', { name }) : t('home.greeting')}
      </h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      <Link to={href('recherche')} className={styles.search} data-testid="home-search">
        <Search size={20} aria-hidden />
        <span>{t('home.search')}</span>
      </Link>
    </header>
  );
}
