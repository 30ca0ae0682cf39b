import { formatMoney, formatMonthYear } from '@qadhya/domain';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useCurrentStore } from '../../../lib/stores/index.ts';
import { PriceSparkline, sparklineShape } from '../../../components/ui/charts/PriceSparkline.tsx';
import { usePriceHistory } from '../api/get-price-history.ts';
import styles from './PriceHistory.module.css';
import '../i18n/price-history-texts.ts';

/** The history at the shopper's store (chain-wide without one): one query for the facts and the chart. */
function useStoreHistory(sku: string) {
  const store = useCurrentStore();
  return { store, history: usePriceHistory(sku, store?.magasin_code) };
}

/**
 * Next to the prices (docs/products.md#price-history): « Prix le plus bas depuis N mois » when true, and
 * the lowest price of the 30 days before a running reduction.
 */
export function PriceFacts({ sku }: { sku: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useStoreHistory(sku).history;
  if (!data || (data.lowest_since_months === null && data.lowest_30_days === null)) return null;
  return (
    <div className={styles.facts}>
      {data.lowest_since_months !== null && (
        <p className={styles.lowestSince} data-testid="price-lowest-since">
          {t('priceHistory.lowestSince', { count: data.lowest_since_months })}
        </p>
      )}
      {data.lowest_30_days !== null && (
        <p className={styles.lowest30} data-testid="price-lowest-30">
          {t('priceHistory.lowest30', { price: formatMoney(data.lowest_30_days, i18n.language) })}
        </p>
      )}
    </div>
  );
}

/**
 * The price at the shopper's store over 12 months (docs/products.md#price-history): a small chart (time
 * left to right in both languages, like the app's other charts), its range in words, and a legend;
 * screen readers get the chart as one summary.
 */
export default function PriceHistory({ sku }: { sku: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { store, history } = useStoreHistory(sku);
  if (history.isPending) return <p className={styles.loading}>{t('priceHistory.loading')}</p>;
  const data = history.data;
  if (!data || data.points.length === 0) return null;
  const shape = sparklineShape(data.points);
  const money = (m: number) => formatMoney(m, lang);
  const first = data.points[0]!.date;
  const label = t('priceHistory.chartLabel', {
    from: formatMonthYear(first, lang),
    to: formatMonthYear(data.to, lang),
    min: money(shape.min),
    max: money(shape.max),
    now: money(data.now.price),
  });
  return (
    <section className={styles.section} aria-labelledby={`price-history-${sku}`} data-testid="price-history">
      <h2 className={styles.title} id={`price-history-${sku}`}>
        {t('priceHistory.title')}
      </h2>
      <p className={styles.where}>
        {data.magasin_code && store ? t('priceHistory.atStore', { store: store.storename }) : t('priceHistory.allStores')}
      </p>
      <PriceSparkline
        shape={shape}
        label={label}
        start={formatMonthYear(first, lang)}
        end={formatMonthYear(data.to, lang)}
        testId="price-history-chart"
      />
      <p className={styles.range} aria-hidden data-testid="price-history-range">
        {t('priceHistory.range', { min: money(shape.min), max: money(shape.max) })}
      </p>
      <ul className={styles.legend}>
        <li data-kind="regular">{t('priceHistory.regular')}</li>
        {shape.promo.length > 0 && <li data-kind="promo">{t('priceHistory.promo')}</li>}
        {shape.lastChance.length > 0 && <li data-kind="last_chance">{t('priceHistory.lastChance')}</li>}
      </ul>
    </section>
  );
}
