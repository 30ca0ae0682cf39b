import { useTranslation } from '../../lib/i18n/index.ts';
import styles from './StockBadge.module.css';
import { stockLabel } from './stock-texts.ts';

/**
 * A store's quantity as a shopper reads it (docs/stock.md#stock-labels): « Épuisé » at 0,
 * « Plus que N » up to the low threshold, « En stock : N » above. Missing counts as 0.
 */
export function StockBadge({
  quantity,
  className,
  testId = 'store-stock',
}: {
  quantity: number | null | undefined;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const level = stockLabel(quantity);
  return (
    <span
      className={className ? `${styles.badge} ${className}` : styles.badge}
      data-state={level.state}
      data-stock={level.count}
      data-testid={testId}
    >
      {t(level.key, { count: level.count })}
    </span>
  );
}
