import { stockLevel, type StockLevel } from '@qadhya/domain';
import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';

/** A store's quantity (t('stockLabel.…'), docs/stock.md#stock-labels), added with the first screen that shows one. */
export const stockLabelFr = {
  out: 'Épuisé',
  low: 'Plus que {{count}}',
  in: 'En stock : {{count}}',
  atStore: 'Stock à {{name}}',
  chooseStore: 'Choisissez votre magasin pour voir son stock',
};

export const stockLabelAr: typeof stockLabelFr = {
  out: 'نفد المخزون',
  low: 'بقي {{count}} فقط',
  in: 'متوفر: {{count}}',
  atStore: 'المخزون في {{name}}',
  chooseStore: 'اختر متجرك لرؤية مخزونه',
};

registerLazyTexts('stockLabel', stockLabelFr, stockLabelAr);

/**
 * A store's quantity as its label's key and count (docs/stock.md#stock-labels): what `StockBadge`
 * shows and what a screen reader is told of it (the scan's announcement).
 */
export function stockLabel(
  quantity: number | null | undefined,
): StockLevel & { key: 'stockLabel.out' | 'stockLabel.low' | 'stockLabel.in' } {
  const level = stockLevel(quantity);
  return { ...level, key: `stockLabel.${level.state}` };
}
