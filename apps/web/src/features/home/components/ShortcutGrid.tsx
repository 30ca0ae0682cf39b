import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { SHORTCUTS } from './shortcuts.ts';
import styles from './ShortcutGrid.module.css';

export function ShortcutGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-shortcuts">
      <h2 id="home-shortcuts" className={styles.heading}>
        {t('home.shortcuts')}
      </h2>
      <ul className={styles.grid}>
        {SHORTCUTS.map(({ key, to, icon: Icon, tone }) => (
          <li key={key}>
            <Link to={to} className={styles.tile} data-testid={`tile-${key}`}>
              <span className={styles.icon} data-tone={tone} aria-hidden>
                <Icon size={24} strokeWidth={2} />
              </span>
              <span className={styles.label}>{t(`home.tiles.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
