import { formatPercent } from '@qadhya/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Price } from '../../components/ui/Price.tsx';
import { StockBadge } from '../../components/stores/StockBadge.tsx';
import { StockTimeNote } from '../../components/stores/StockTimeNote.tsx';
import { readLocal } from '../../lib/storage/local-store.ts';
import { readSelectedProduct } from '../../lib/storage/selected-product.ts';
import { useLastChanceStock, useStock, useStores } from '../../lib/stores/api.ts';
import { latestUpdate, mergeStock, storesOfPlace } from '../../lib/stores/logic.ts';
import { readProductSummary } from '../../lib/stores/selected-product.ts';
import { disponibilityBoxes, parseSelectedRegion, productPrices, realtimeBoxes } from './model/disponibility.ts';
import styles from './AvailabilityPage.module.css';

/**
 * disponibility: one box per store of the region in `selected-region` (name, city, region, discount,
 * stock as « Épuisé / Plus que N / En stock : N », price). The availability screen stores the place it was on: with real-time stock, the
 * stores there that have the product; otherwise the product's last-chance offers in the region
 * (docs/stock.md#disponibility).
 */
export function DisponibilityPage() {
  const { t, i18n } = useTranslation();
  const selected = useMemo(() => parseSelectedRegion(readLocal('selected-region')), []);
  const product = useMemo(() => readProductSummary(), []);
  const prices = useMemo(() => productPrices(readSelectedProduct<unknown>()), []);
  const region = selected.kind === 'region' ? selected : null;
  const sku = region?.sku ?? product?.sku ?? null;
  const realtime = region?.source === 'realtime' && region.gouvernorat !== undefined;
  const stores = useStores(realtime);
  const placeStores = useMemo(
    () => (realtime ? storesOfPlace(stores.data?.items ?? [], region?.gouvernorat, region?.delegation) : []),
    [realtime, stores.data, region?.gouvernorat, region?.delegation],
  );
  const codes = useMemo(() => placeStores.map((s) => s.magasin_code), [placeStores]);
  const stock = useStock(realtime && codes.length ? sku : null, codes);
  const offers = useLastChanceStock(region && !realtime ? sku : null);
  const boxes = useMemo(
    () =>
      realtime
        ? realtimeBoxes(mergeStock(placeStores, stock.data?.items ?? []), prices)
        : disponibilityBoxes(selected, offers.data?.items ?? []),
    [realtime, placeStores, stock.data, prices, selected, offers.data],
  );
  const loading = realtime ? stores.isPending || (codes.length > 0 && stock.isPending) : offers.isFetching;

  if (selected.kind === 'none') return <p className={styles.hint}>{t('availability.noRegion')}</p>;
  return (
    <div
      className={styles.page}
      data-testid="disponibility"
      data-source={realtime ? 'realtime' : 'lastchance'}
      data-loading={loading || undefined}
    >
      {region?.gouvernorat && (
        <p className={styles.badge} data-testid="disponibility-place">
          {[region.delegation, region.gouvernorat].filter(Boolean).join(' · ')}
        </p>
      )}
      {product && (
        <div className={styles.product}>
          {product.image && (
            <img className={styles.productImage} src={product.image} alt={product.name} aria-hidden width={48} height={48} />
          )}
          <strong className={styles.productName} lang="fr" dir="auto">
            {product.name}
          </strong>
        </div>
      )}
      {realtime && <StockTimeNote updatedAt={latestUpdate(stock.data?.items ?? [])} />}
      {boxes.length === 0 && !loading && <p className={styles.hint}>{t('availability.emptyList')}</p>}
      <ul className={styles.boxes}>
        {boxes.map((b) => (
          <li key={b.code} className={styles.box} data-testid="disponibility-box" data-code={b.code}>
            <div className={styles.boxHead}>
              <strong className={styles.boxName}>{b.storename}</strong>
              {b.discount > 0 && (
                <span className={styles.discount} dir="ltr">
                  {formatPercent(b.discount, i18n.language, { signed: true })}
                </span>
              )}
            </div>
            <p className={styles.place}>
              {b.city} · {b.region}
            </p>
            <div className={styles.chips}>
              <span className={styles.chip}>{t('availability.discount', { value: formatPercent(b.discount, i18n.language) })}</span>
              {/* The quantity as every store list says it (docs/stock.md#stock-labels). */}
              <span data-testid="disponibility-quantity" data-quantity={b.quantity}>
                <StockBadge quantity={b.quantity} />
              </span>
            </div>
            <div className={styles.boxPrice}>
              <span className={styles.priceLabel}>{t('availability.price')}</span>
              <Price millimes={b.price} size="md" />
              {b.oldPrice !== null && b.oldPrice > (b.price ?? 0) && <Price millimes={b.oldPrice} size="sm" old />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
