import { catalogueWeek, sortPromos } from '@qadhya/domain';
import { Loader2, PackageOpen } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useToday } from '../../lib/clock/index.ts';
import { usePromos } from './api/get-promos.ts';
import { PromoCard } from './components/PromoCard.tsx';
import styles from './OffersPage.module.css';
import { useDrawnData } from '../../lib/hooks/use-drawn-data.ts';
import { useInfiniteScroll } from '../../lib/hooks/use-infinite-scroll.ts';

/** offers and great-offers: the daily promos of the catalogue week, today first, in a paged grid. */
export function OffersPage() {
  const { t } = useTranslation();
  const { today, ready } = useToday();
  const range = useMemo(() => catalogueWeek(today), [today]);
  const query = usePromos(range, ready);
  const drawn = useDrawnData(query.data);
  const promos = useMemo(() => sortPromos(drawn.data?.pages.flatMap((p) => p.items) ?? [], today), [drawn.data, today]);
  // Not while a page is still being drawn (the sentinel would be in view above the cards to come).
  const canLoadMore = !!query.hasNextPage && !query.isFetchingNextPage && !drawn.drawing;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore);
  const loading = !ready || query.isPending || drawn.firstDrawing;

  return (
    <div className={styles.page} data-testid="offers-page">
      <header className={styles.intro}>
        <h2 className={styles.title}>{t('offers.heading')}</h2>
        <p className={styles.subtitle}>{t('offers.subtitle')}</p>
      </header>
      {loading && (
        <div className={styles.state} role="status" data-testid="offers-loading">
          <Loader2 className={styles.spin} size={28} aria-hidden />
          <span>{t('offers.loading')}</span>
        </div>
      )}
      {!loading && promos.length === 0 && (
        <div className={styles.state} data-testid="offers-empty">
          <PackageOpen size={40} strokeWidth={1.6} aria-hidden />
          <span>{t('offers.empty')}</span>
        </div>
      )}
      {promos.length > 0 && (
        <ul className={styles.grid} data-testid="offers-grid">
          {promos.map((promo, i) => (
            <li key={`${promo.promo}-${promo.id}`} className={styles.item}>
              <PromoCard promo={promo} today={today} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {query.isFetchingNextPage && (
        <div className={styles.more} role="status">
          <Loader2 className={styles.spin} size={22} aria-hidden />
          <span className={styles.sr}>{t('offers.loading')}</span>
        </div>
      )}
    </div>
  );
}
