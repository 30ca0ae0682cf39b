import type { ScanResponse, Store } from '@qadhya/contracts';
import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import type { Texts } from '../../lib/i18n/texts.ts';
import { createI18n } from '../../lib/i18n/translator.ts';
import { stockLabelAr, stockLabelFr } from '../../components/stores/stock-texts.ts';
import { scanAnnouncement } from './announce.ts';
import { scanAr, scanFr } from './texts.ts';

const i18n = createI18n({
  fr: { scan: scanFr, stockLabel: stockLabelFr } as unknown as Texts,
  ar: { scan: scanAr, stockLabel: stockLabelAr } as unknown as Texts,
});
const tr =
  (lng: 'fr' | 'ar') =>
  (key: string, values: Record<string, unknown> = {}) =>
    i18n.t(key, { ...values, lng });

const store = { magasin_code: 'TN0001' } as Store;
const scanned = { code: '6191234567897', format: 'EAN-13' } as never;
const result = { price: 5100, stock: 12, product: { name: 'Lait Délice 1L' } } as unknown as ScanResponse;

describe('scan announcement', () => {
  it('says the product found with its price here and its stock label (docs/stock.md#stock-labels)', () => {
    const found = (stock: number | null, lng: 'fr' | 'ar') =>
      withoutIsolates(scanAnnouncement({ step: 'found', store, by: 'camera', result: { ...result, stock } as ScanResponse }, tr(lng), lng));
    expect(found(12, 'fr')).toBe('Produit trouvé : Lait Délice 1L, 5,100 DT. En stock : 12');
    expect(found(3, 'fr')).toBe('Produit trouvé : Lait Délice 1L, 5,100 DT. Plus que 3');
    expect(found(0, 'fr')).toBe('Produit trouvé : Lait Délice 1L, 5,100 DT. Épuisé');
    expect(found(null, 'fr')).toBe('Produit trouvé : Lait Délice 1L, 5,100 DT. Épuisé');
    expect(found(12, 'ar')).toBe('تم العثور على المنتج: Lait Délice 1L، 5,100 د.ت. متوفر: 12');
    expect(found(0, 'ar')).toBe('تم العثور على المنتج: Lait Délice 1L، 5,100 د.ت. نفد المخزون');
  });

  it('says an unknown code, a location problem and the searches', () => {
    expect(scanAnnouncement({ step: 'not-found', store, by: 'camera', scanned }, tr('fr'), 'fr')).toBe(
      'Produit introuvable. Aucun produit ne correspond à ce code-barres.',
    );
    expect(scanAnnouncement({ step: 'gps-error', problem: 'no-store', position: null }, tr('fr'), 'fr')).toMatch(
      /^Localisation\. Aucun magasin Qadhya/,
    );
    expect(scanAnnouncement({ step: 'locating' }, tr('ar'), 'ar')).toBe('جارٍ البحث عن المتجر الذي أنت فيه…');
    expect(scanAnnouncement({ step: 'looking-up', store, by: 'camera', scanned }, tr('fr'), 'fr')).toBe('Recherche du produit…');
    expect(scanAnnouncement({ step: 'camera', store, by: 'camera' }, tr('fr'), 'fr')).toBe('');
  });
});
