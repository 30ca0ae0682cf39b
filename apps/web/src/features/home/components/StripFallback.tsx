import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './HomeStrip.module.css';

/**
 * A home strip while its code loads: the same head and loading cards as the strip's own loading
 * state, so that the page below does not move when the strip arrives.
 */
export function StripFallback({ kind }: { kind: 'promos' | 'lastChance' }) {
  const { t } = useTranslation();
  const promos = kind === 'promos';
  return (
    <section className={styles.section} aria-busy="true">
      <div className={styles.head}>
        <h2 className={styles.title}>
          <span className={promos ? styles.dot : `${styles.dot} ${styles.dotWarning}`} aria-hidden />
          {promos ? t('homePromos.title') : t('lastChance.stripTitle')}
        </h2>
        <Link to={href(promos ? 'greatOffers' : 'lastChanceProducts')} className={styles.more}>
          {promos ? t('homePromos.seeAll') : t('lastChance.stripSeeAll')}
          <ArrowRight className="flip-rtl" size={14} aria-hidden />
        </Link>
      </div>
      <ul className={styles.strip}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={styles.skeleton} data-tall={promos ? undefined : true} />
        ))}
      </ul>
    </section>
  );
}
