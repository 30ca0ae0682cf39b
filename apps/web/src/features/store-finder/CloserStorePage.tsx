import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NextPageButton } from '../../components/ui/NextPageButton.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useParams } from '../../lib/router/index.ts';
import {
  GovernorateDelegationPicker,
  StockTimeNote,
  StoreList,
  type PlaceSelection,
  type StoreListItem,
} from '../../components/stores/index.ts';
import { useLocation } from '../../lib/device/geolocation.ts';
import { useLastChanceStock, useStockedStores, useStores } from '../../lib/stores/api.ts';
import { ALL_REGIONS, filterByRegion, latestUpdate, mergeStock, sortByDistance, storesOfPlace } from '../../lib/stores/logic.ts';
import { readProductSummary } from '../../lib/stores/selected-product.ts';
import { LocationRefused } from './components/LocationRefused.tsx';
import { ProductHeader } from './components/ProductHeader.tsx';
import pageSnug from '../../components/ui/layout/page-snug.module.css';
import styles from './CloserStorePage.module.css';

/**
 * closer-store/{type}/{region}: stores with the stock of the product in `produit`, nearest first
 * (all stores unsorted when location is refused). type realtimestock (default) or lastchance;
 * region 'all' (default) shows a search box; the region matches store name or city. Real-time with
 * a product: the stores that have it, a page at a time from the server, nearest first, the
 * governorate picker asked of the server too (docs/stores.md#closer-stores).
 */
export function CloserStorePage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.type === 'lastchance' ? 'lastchance' : 'realtimestock';
  const region = params.region?.trim() || ALL_REGIONS;
  const isAll = region.toLowerCase() === ALL_REGIONS;
  const product = useMemo(() => readProductSummary(), []);
  const location = useLocation();
  const stores = useStores();
  const [q, setQ] = useState('');
  const [place, setPlace] = useState<PlaceSelection>({ gouvernorat: null, delegation: null });
  const paged = type === 'realtimestock' && Boolean(product);
  const realtime = useStockedStores(paged && location.status !== 'pending' ? product?.sku : null, {
    position: location.position,
    ...place,
  });
  const realtimeRows = useMemo(() => realtime.data?.pages.flatMap((p) => p.items) ?? [], [realtime.data]);
  const lastChance = useLastChanceStock(type === 'lastchance' ? product?.sku : null);
  const rows = lastChance.data?.items;

  const list: StoreListItem[] = useMemo(() => {
    // The server's pages: already the place's, in order (nearest first with a position).
    if (paged)
      return filterByRegion(
        realtimeRows.map((r) => ({ ...r.store, stock: r.STOCK })),
        isAll ? q : region,
      );
    let base = stores.data?.items ?? [];
    if (type === 'lastchance' && product && rows) {
      const codes = new Set(rows.map((r) => ('MAGASIN' in r ? r.MAGASIN : '')));
      base = base.filter((s) => codes.has(s.magasin_code));
    }
    let out: StoreListItem[] = product ? mergeStock(base, rows ?? []) : [...base];
    out = filterByRegion(out, isAll ? q : region);
    if (place.gouvernorat) out = storesOfPlace(out, place.gouvernorat, place.delegation);
    return location.position ? sortByDistance(out, location.position) : out;
  }, [paged, realtimeRows, stores.data, type, product, rows, isAll, q, region, place, location.position]);

  const waiting = (paged ? realtime.isPending : stores.isPending) || location.status === 'pending';

  return (
    <div className={pageSnug.pageSnug} data-testid="closer-store" data-type={type} data-sorted={location.position ? 'distance' : 'none'}>
      {product && <ProductHeader product={product} />}
      {location.denied && <LocationRefused message={location.message ?? ''} onRetry={location.retry} />}
      {isAll && (
        <label className={styles.search}>
          <Search size={18} aria-hidden="true" />
          <input
            type="search"
            className={styles.input}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('stores.searchPlaceholder')}
            aria-label={t('stores.searchLabel')}
            data-testid="closer-store-search"
            enterKeyHint="search"
          />
        </label>
      )}
      <GovernorateDelegationPicker gouvernorat={place.gouvernorat} delegation={place.delegation} onChange={setPlace} />
      {product && <StockTimeNote updatedAt={latestUpdate(type === 'realtimestock' ? realtimeRows : [])} />}
      {waiting ? (
        <p className={styles.loading}>{location.status === 'pending' ? t('location.locating') : t('stores.loading')}</p>
      ) : (
        <StoreList stores={list} showStock={Boolean(product)} emptyLabel={t('availability.emptyList')} testId="closer-store-list" />
      )}
      {paged && (
        <NextPageButton query={realtime} className={styles.more} testId="closer-store-more">
          {t('stores.more')}
        </NextPageButton>
      )}
    </div>
  );
}
