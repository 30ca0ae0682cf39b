import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';

/** The real-time-stock screen's texts (t('stock.…')), added when its chunk loads: out of the first load. */
export const stockFr = {
  todayPromos: 'La promo du jour',
  arrivals: 'Arrivage du {{start}} au {{end}}',
  promos: 'Promos du {{start}} au {{end}}',
  empty: 'Aucun produit pour cette semaine.',
  loading: 'Chargement…',
  view: 'Voir {{name}}',
  slide: '{{index}} sur {{count}}',
  previous: 'Précédent',
  next: 'Suivant',
  goTo: 'Aller à la promo {{index}}',
};

export const stockAr: typeof stockFr = {
  todayPromos: 'عرض اليوم',
  arrivals: 'وصول السلع من {{start}} إلى {{end}}',
  promos: 'العروض من {{start}} إلى {{end}}',
  empty: 'لا توجد منتجات لهذا الأسبوع.',
  loading: 'جارٍ التحميل…',
  view: 'عرض {{name}}',
  slide: '{{index}} من {{count}}',
  previous: 'السابق',
  next: 'التالي',
  goTo: 'الانتقال إلى العرض {{index}}',
};

registerLazyTexts('stock', stockFr, stockAr);
