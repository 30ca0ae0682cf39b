import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import type { WithArabicCounts } from '../../../lib/i18n/arabic-counts.ts';

/** Texts t('priceHistory.…'), added when this chunk loads: out of the first load. */
export const priceHistoryFr = {
  title: 'Historique des prix',
  atStore: 'Au magasin {{store}}, sur 12 mois',
  allStores: 'Dans tous les magasins, sur 12 mois',
  regular: 'Prix habituel',
  promo: 'Promo',
  lastChance: 'Dernière chance',
  // N is 2 to 24; the Arabic has every form of the count (docs/glossary.md#counting-in-arabic).
  lowestSince_one: 'Prix le plus bas depuis {{count}} mois',
  lowestSince_other: 'Prix le plus bas depuis {{count}} mois',
  lowest30: 'Prix le plus bas des 30 jours avant la remise : {{price}}',
  range: 'De {{min}} à {{max}}',
  chartLabel: 'Prix du {{from}} au {{to}} : de {{min}} à {{max}}, {{now}} aujourd’hui',
  loading: 'Chargement de l’historique des prix…',
};

export const priceHistoryAr: WithArabicCounts<typeof priceHistoryFr> = {
  title: 'تاريخ الأسعار',
  atStore: 'في متجر {{store}}، خلال 12 شهرًا',
  allStores: 'في كل المتاجر، خلال 12 شهرًا',
  regular: 'السعر المعتاد',
  promo: 'عرض',
  lastChance: 'الفرصة الأخيرة',
  lowestSince_one: 'أدنى سعر منذ شهر',
  lowestSince_two: 'أدنى سعر منذ شهرين',
  lowestSince_few: 'أدنى سعر منذ {{count}} أشهر',
  lowestSince_many: 'أدنى سعر منذ {{count}} شهرًا',
  lowestSince_other: 'أدنى سعر منذ {{count}} شهر',
  lowest30: 'أدنى سعر خلال 30 يومًا قبل التخفيض: {{price}}',
  range: 'من {{min}} إلى {{max}}',
  chartLabel: 'الأسعار من {{from}} إلى {{to}}: من {{min}} إلى {{max}}، و{{now}} اليوم',
  loading: 'جارٍ تحميل تاريخ الأسعار…',
};

registerLazyTexts('priceHistory', priceHistoryFr, priceHistoryAr);
