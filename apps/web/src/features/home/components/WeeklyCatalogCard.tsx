import { classifyCatalogues, defaultActiveCatalogue, weekLabelParts } from '@qadhya/domain';
import { ArrowRight, BookOpenText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { useAppClock } from '../../../lib/clock/index.ts';
import { useHomeCatalogues } from '../api/strips.ts';
import styles from './WeeklyCatalogCard.module.css';

/**
 * The current catalogue's cover card: real cover, dates and 'Feuilleter le catalogue' (to the
 * flipbook). While loading, or when there is no catalogue, the plain invitation to Catalogues.
 */
export function WeeklyCatalogCard() {
  const { t } = useTranslation();
  const clock = useAppClock();
  const catalogues = useHomeCatalogues(clock.ready);
  const now = clock.now;
  const items = catalogues.data?.items;
  const entry = useMemo(
    () => (items && now ? defaultActiveCatalogue({ ...classifyCatalogues(items, now), nextWeek: [] }) : null),
    [items, now],
  );

  if (!entry) {
    return (
      <Link to={href('catalogs')} className={styles.card} data-testid="weekly-card">
        <div className={styles.copy}>
          <span className={styles.eyebrow}>{t('home.weeklyEyebrow')}</span>
          <h2 className={styles.title}>{t('home.weeklyTitle')}</h2>
          <p className={styles.text}>{t('home.weeklyText')}</p>
          <span className={styles.cta}>
            {t('home.weeklyCta')}
            <ArrowRight className="flip-rtl" size={16} aria-hidden />
          </span>
        </div>
        <span className={styles.art} aria-hidden>
          <BookOpenText size={54} strokeWidth={1.6} />
        </span>
      </Link>
    );
  }

  return (
    <section className={`${styles.card} ${styles.cover}`} aria-labelledby="home-catalogue-title" data-testid="home-catalogue">
      <Link to={href('catalogs')} className={styles.thumb} aria-label={t('homePromos.allCatalogues')}>
        {entry.image && (
          <img src={entry.image} alt={t('homePromos.coverAlt', { name: entry.title })} width={350} height={500} decoding="async" />
        )}
      </Link>
      <div className={styles.copy}>
        <span className={styles.eyebrow}>{t('homePromos.catalogueEyebrow')}</span>
        <h2 id="home-catalogue-title" className={styles.title}>
          {entry.title}
        </h2>
        <p className={styles.text} data-testid="home-catalogue-week">
          {t('homePromos.catalogueWeek', weekLabelParts(entry))}
        </p>
        <Link to={href('catalogView', { week: entry.week, year: entry.year })} className={styles.cta} data-testid="home-browse">
          {t('homePromos.browse')}
          <ArrowRight className="flip-rtl" size={16} aria-hidden />
        </Link>
      </div>
    </section>
  );
}
