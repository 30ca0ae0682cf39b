import { isolate } from '@qadhya/domain';
import { SearchX } from 'lucide-react';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import styles from '../SearchPage.module.css';

/** No product for the query: what to try next, and two ways on (the aisles, the last-chance offers). */
export function EmptyState({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.empty} data-testid="search-empty" aria-live="polite">
      <SearchX size={40} strokeWidth={1.6} aria-hidden className={styles.emptyIcon} />
      <h2 className={styles.emptyTitle} dir="auto">
        {t('search.empty', { q: isolate(query) })}
      </h2>
      <p className={styles.emptyTipsTitle}>{t('search.tipsTitle')}</p>
      <ul className={styles.tips}>
        <li>{t('search.tipSpelling')}</li>
        <li>{t('search.tipWords')}</li>
      </ul>
      <div className={styles.emptyLinks}>
        <Link to={href('produitsAll')} className={styles.primaryLink} data-testid="search-empty-aisles">
          {t('search.browseAisles')}
        </Link>
        <Link to={href('lastChanceProducts')} className={styles.secondaryLink} data-testid="search-empty-last-chance">
          {t('search.lastChance')}
        </Link>
      </div>
    </section>
  );
}
