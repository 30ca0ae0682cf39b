import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Price } from '../../components/ui/Price.tsx';
import { readLocal } from '../../lib/storage/local-store.ts';
import { useLastChanceStock } from '../../lib/stores/api.ts';
import { readProductSummary } from '../../lib/stores/selected-product.ts';
import { disponibilityBoxes, parseSelectedRegion } from './disponibility.ts';
import styles from './AvailabilityPage.module.css';

/** disponibility: one box per store of the region in `selected-region` (name, city, region, discount, quantity, price). */
export function DisponibilityPage() {
  const { t } = useTranslation();
  const selected = useMemo(() => parseSelectedRegion(readLocal('selected-region')), []);
  const product = useMemo(() => readProductSummary(), []);
  const offers = useLastChanceStock(selected.kind === 'region' ? product?.sku : null);
  const boxes = useMemo(() => disponibilityBoxes(selected, offers.data?.items ?? []), [selected, offers.data]);

  if (selected.kind === 'none') return <p className={styles.hint}>{t('availability.noRegion')}</p>;
  return (
    <div className={styles.page} data-testid="disponibility">
      {product && (
        <div className={styles.product}>
          {product.image && <img className={styles.productImage} src={product.image} alt={product.name} aria-hidden width={48} height={48} />}
          <strong className={styles.productName}>{product.name}</strong>
        </div>
      )}
      {boxes.length === 0 && !offers.isFetching && <p className={styles.hint}>{t('availability.emptyList')}</p>}
      <ul className={styles.boxes}>
        {boxes.map((b) => (
          <li key={b.code} className={styles.box} data-testid="disponibility-box">
            <div className={styles.boxHead}>
              <strong className={styles.boxName}>{b.storename}</strong>
              {b.discount > 0 && (
                <span className={styles.discount} dir="ltr">
                  {`-${b.discount} %`}
                </span>
              )}
            </div>
            <p className={styles.place}>
              {b.city} · {b.region}
            </p>
            <div className={styles.chips}>
              <span className={styles.chip}>{t('availability.discount', { value: b.discount })}</span>
              <span className={styles.chip} data-testid="disponibility-quantity">
                {t('availability.quantity', { count: b.quantity })}
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
