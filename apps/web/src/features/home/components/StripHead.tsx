import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './HomeStrip.module.css';

/**
 * A home strip's head (docs/shell.md#home): its title after a dot (red for today's promos, amber for last
 * chance) and its « Voir tout » link; the strip and its loading fallback draw the same head.
 */
export function StripHead({ kind, id }: { kind: 'promos' | 'lastChance'; id?: string }) {
  const { t } = useTranslation();
  const promos = kind === 'promos';
  return (
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        <span className={promos ? styles.dot : `${styles.dot} ${styles.dotWarning}`} aria-hidden />
        {promos ? t('homePromos.title') : t('lastChance.stripTitle')}
      </h2>
      <Link to={href(promos ? 'greatOffers' : 'lastChanceProducts')} className={styles.more}>
        {promos ? t('homePromos.seeAll') : t('lastChance.stripSeeAll')}
        <ArrowRight className="flip-rtl" size={14} aria-hidden />
      </Link>
    </div>
  );
}
