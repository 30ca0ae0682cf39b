import { catalogueWeek, isTodayPromo, shortDate, sortPromos } from '@qadhya/domain';
import { ChevronDown, Store } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useToday } from '../../lib/clock/index.ts';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router/index.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { useStore } from '../../lib/stores/one-store.ts';
import { useTodayPromos } from './api/get-today-promos.ts';
import { StockSection } from './components/StockSection.tsx';
import storeBar from '../../components/ui/store-bar.module.css';
import styles from './RealTimeStockPage.module.css';
import './texts.ts';
import '../../components/stores/stock-texts.ts';

const StoreChooserSheet = lazy(() =>
  import('../../components/stores/StoreChooserSheet.tsx').then((m) => ({ default: m.StoreChooserSheet })),
);
const PromoCarousel = lazy(() => import('./components/PromoCarousel.tsx').then((m) => ({ default: m.PromoCarousel })));

/**
 * real-time-stock: today's promo carousel, then the week's arrivals (non-food) and promos (food),
 * each item with its stock in the shopper's store (« Épuisé / Plus que N / En stock : N »); the
 * store bar names that store or asks to choose one (docs/stock.md#real-time-stock-screen). With
 * `?magasin=` (a store page's stock link) the items show that store's stock, until a store is chosen.
 */
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
  const chosen = useCurrentStore();
  const [search] = useSearchParams();
  const asked = search.get('magasin')?.trim() || null;
  const askedStore = useStore(asked && asked !== chosen?.magasin_code ? asked : null);
  const current = asked && asked !== chosen?.magasin_code ? (askedStore.data?.store ?? null) : chosen;
  const storeCode = asked ?? chosen?.magasin_code ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [chooser, setChooser] = useState(false);
  return (
    <div className={styles.page} data-testid="real-time-stock">
      {promos.length > 0 && (
        <Suspense fallback={<div className={styles.carouselSlot} />}>
          <PromoCarousel promos={promos} />
        </Suspense>
      )}
      <button
        type="button"
        className={storeBar.bar}
        onClick={() => setChooser(true)}
        data-testid="real-time-stock-store"
        data-code={storeCode ?? undefined}
      >
        <Store size={18} aria-hidden="true" />
        <span className={storeBar.text}>
          {current ? t('stockLabel.atStore', { name: current.storename }) : t('stockLabel.chooseStore')}
        </span>
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <StockSection title={t('stock.arrivals', dates)} kind="nonfood" range={range} enabled={ready} storeCode={storeCode} />
      <StockSection title={t('stock.promos', dates)} kind="food" range={range} enabled={ready} storeCode={storeCode} />
      {chooser && (
        <Suspense fallback={null}>
          <StoreChooserSheet
            open
            onClose={() => setChooser(false)}
            onSelect={asked ? () => void navigate(pathname, { replace: true }) : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}
