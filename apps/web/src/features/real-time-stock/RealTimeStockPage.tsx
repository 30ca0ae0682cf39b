import { catalogueWeek, isTodayPromo, shortDate, sortPromos } from '@qadhya/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useToday } from '../../lib/clock/index.ts';
import { useTodayPromos } from './api/get-today-promos.ts';
import { StockSection } from './components/StockSection.tsx';
import styles from './RealTimeStockPage.module.css';
import './texts.ts';

const PromoCarousel = lazy(() => import('./components/PromoCarousel.tsx').then((m) => ({ default: m.PromoCarousel })));

/** real-time-stock: today's promo carousel, then the week's arrivals (non-food) and promos (food). */
export function RealTimeStockPage() {
  const { t } = useTranslation();
  const { today, ready } = useToday();
  const range = useMemo(() => catalogueWeek(today), [today]);
  const promosQuery = useTodayPromos(today, ready);
  const promos = useMemo(
    () => sortPromos(promosQuery.data?.items ?? [], today).filter((p) => isTodayPromo(p, today)),
    [promosQuery.data, today],
  );
  const dates = { start: shortDate(range.start), end: shortDate(range.end) };
  return (
    <div className={styles.page} data-testid="real-time-stock">
      {promos.length > 0 && (
        <Suspense fallback={<div className={styles.carouselSlot} />}>
          <PromoCarousel promos={promos} />
        </Suspense>
      )}
      <StockSection title={t('stock.arrivals', dates)} kind="nonfood" range={range} enabled={ready} />
      <StockSection title={t('stock.promos', dates)} kind="food" range={range} enabled={ready} />
    </div>
  );
}
