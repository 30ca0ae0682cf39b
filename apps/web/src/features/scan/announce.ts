import { stockLabel } from '../../components/stores/stock-texts.ts';
import { priceText } from '../../components/ui/price-text.ts';
import { gpsMessageKey, type ScanState } from './scan-state.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What the scan dialog's live region says in each state (docs/accessibility.md#scan): the search in
 * progress, the location problem, the product with its price here and its stock, or that the code
 * matches nothing. The stock is said with the words of its label (docs/stock.md#stock-labels). Empty while the camera is up or the flow is over.
 */
export function scanAnnouncement(state: ScanState, t: Translate, lang: string): string {
  switch (state.step) {
    case 'locating':
      return t('scan.locating');
    case 'looking-up':
      return t('scan.searching');
    case 'gps-error':
      return `${t('scan.gpsTitle')}. ${t(gpsMessageKey(state.problem))}`;
    case 'not-found':
      return `${t('scan.notFoundTitle')}. ${t('scan.notFoundText')}`;
    case 'found': {
      const { result } = state;
      const stock = stockLabel(result.stock);
      const found = t('scan.announceFound', { name: result.product.name, price: priceText(result.price, lang) });
      return `${found} ${t(stock.key, { count: stock.count })}`;
    }
    default:
      return '';
  }
}
