import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { href } from '../../config/routes.ts';
import { Link, useParams, useSearchParams } from '../../lib/router/index.ts';
import { writeLocal } from '../../lib/storage/local-store.ts';
import { GovernorateDelegationPicker, StockTimeNote, StoreList, type PlaceSelection } from '../../components/stores/index.ts';
import { useLastChanceStock, useStock, useStores } from '../../lib/stores/api.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { latestUpdate, mergeStock, storesOfPlace } from '../../lib/stores/logic.ts';
import { readProductSummary } from '../../lib/stores/selected-product.ts';
import { selectedRegionValue } from './model/disponibility.ts';
import styles from './AvailabilityPage.module.css';

/**
 * chose-gouvernorat/{id|sku}: governorate then delegation, the stock-at-time note, the stores there
 * with their quantity (missing → 0) and a map link. ?from=lastchance reads last-chance stock.
 * « Voir la disponibilité » stores the place under `selected-region` and opens disponibility
 * (docs/stock.md#disponibility). Without an id nor a stored product it asks for a product first.
 */
export function ChoseGouvernoratPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const fromLastChance = search.get('from') === 'lastchance';
  const product = useMemo(() => readProductSummary(), []);
  const sku = id?.trim() || product?.sku || null;
  const current = useCurrentStore();
  const [place, setPlace] = useState<PlaceSelection>({ gouvernorat: null, delegation: null });
  const stores = useStores();
  const placeStores = useMemo(
    () => storesOfPlace(stores.data?.items ?? [], place.gouvernorat, place.delegation),
    [stores.data, place.gouvernorat, place.delegation],
  );
  const codes = useMemo(() => placeStores.map((s) => s.magasin_code), [placeStores]);
  const realtime = useStock(!fromLastChance && place.delegation && codes.length ? sku : null, codes);
  const lastChance = useLastChanceStock(fromLastChance ? sku : null);
  const rows = fromLastChance ? lastChance.data?.items : realtime.data?.items;
  const list = useMemo(() => mergeStock(placeStores, rows ?? []), [placeStores, rows]);
  const updatedAt = fromLastChance ? null : latestUpdate(realtime.data?.items ?? []);

  // Opened without an id and without a stored product (the mobile offer's screen links here
  // without the id, docs/mobile-offer.md#products): ask for what is missing instead of a screen that cannot show any stock.
  if (!sku) {
    return (
      <div className={styles.page} data-testid="chose-gouvernorat-no-product">
        <p className={styles.hint}>{t('availability.noProductHint')}</p>
        <Link to={href('produitsAll')} className={styles.disponibilityLink} data-testid="chose-gouvernorat-find-product">
          {t('availability.findProduct')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="chose-gouvernorat" data-source={fromLastChance ? 'lastchance' : 'realtime'}>
      {product && product.sku === sku && (
        <div className={styles.product}>
          {product.image && (
            <img className={styles.productImage} src={product.image} alt={product.name} aria-hidden width={48} height={48} />
          )}
          <strong className={styles.productName} lang="fr" dir="auto">
            {product.name}
          </strong>
        </div>
      )}
      <span className={styles.badge}>{fromLastChance ? t('availability.lastChance') : t('availability.realTime')}</span>
      <GovernorateDelegationPicker gouvernorat={place.gouvernorat} delegation={place.delegation} onChange={setPlace} />
      {place.gouvernorat && (
        <Link
          to={href('disponibility')}
          className={styles.disponibilityLink}
          data-testid="availability-disponibility"
          onClick={() => {
            const chosen = { gouvernorat: place.gouvernorat!, delegation: place.delegation };
            writeLocal('selected-region', selectedRegionValue(chosen, fromLastChance ? 'lastchance' : 'realtime', sku));
          }}
        >
          {t('availability.seeStores', { name: place.delegation ?? place.gouvernorat })}
        </Link>
      )}
      {place.delegation ? (
        <>
          <StockTimeNote updatedAt={updatedAt} />
          {stores.isPending ? (
            <p className={styles.hint}>{t('stores.loading')}</p>
          ) : (
            <StoreList stores={list} showStock selectedCode={current?.magasin_code} testId="availability-list" />
          )}
        </>
      ) : (
        <p className={styles.hint}>{t('stores.pickHint')}</p>
      )}
    </div>
  );
}
