import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';
import type { WithArabicCounts } from '../../lib/i18n/arabic-counts.ts';

/** Texts t('wishlist.…'), added when this chunk loads: out of the first load. */
export const wishlistFr = {
  title: 'Mes favoris',
  count_one: '{{count}} favori',
  count_other: '{{count}} favoris',
  emptyTitle: 'Aucun favori pour le moment',
  emptyText: 'Touchez le cœur d’un produit pour le retrouver ici, même sans connexion.',
  browse: 'Voir les offres',
  remove: 'Retirer {{name}} des favoris',
  localOnly: 'Pas encore synchronisé',
};

export const wishlistAr: WithArabicCounts<typeof wishlistFr> = {
  title: 'مفضّلاتي',
  count_one: '{{count}} منتج مفضّل',
  count_two: 'منتجان مفضّلان',
  count_few: '{{count}} منتجات مفضّلة',
  count_many: '{{count}} منتجًا مفضّلًا',
  count_other: '{{count}} منتج مفضّل',
  emptyTitle: 'لا توجد مفضّلات بعد',
  emptyText: 'المس القلب على أي منتج لتجده هنا، حتى دون اتصال.',
  browse: 'تصفح العروض',
  remove: 'إزالة {{name}} من المفضّلة',
  localOnly: 'لم تتم المزامنة بعد',
};

registerLazyTexts('wishlist', wishlistFr, wishlistAr);
