import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import type { WithArabicCounts } from '../../../lib/i18n/arabic-counts.ts';

/** Texts of the signed-in home's wallet block (docs/wallet.md#home-variant), loaded with the block. */
export const walletHomeFr = {
  label: 'Mon portefeuille',
  tier: 'Niveau {{tier}}',
  balance: 'Solde actuel',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  recent: 'Activités récentes',
  seeAll: 'Voir tout',
  seeLess: 'Voir moins',
  allTransactions: 'Toutes les transactions',
  none: 'Aucune activité pour le moment : vos achats et budgets apparaîtront ici.',
  purchases: 'Mes achats',
  current: '12 derniers mois',
  previous: 'Un an plus tôt',
  loadError: 'Impossible de charger votre solde.',
  retry: 'Réessayer',
};
export type WalletHomeTexts = typeof walletHomeFr;

export const walletHomeAr: WithArabicCounts<WalletHomeTexts> = {
  label: 'محفظتي',
  tier: 'المستوى {{tier}}',
  balance: 'الرصيد الحالي',
  points_one: '{{count}} نقطة',
  points_two: 'نقطتان',
  points_few: '{{count}} نقاط',
  points_many: '{{count}} نقطة',
  points_other: '{{count}} نقطة',
  recent: 'الأنشطة الأخيرة',
  seeAll: 'عرض الكل',
  seeLess: 'عرض أقل',
  allTransactions: 'كل المعاملات',
  none: 'لا يوجد نشاط حاليًا: ستظهر هنا مشترياتك وميزانياتك.',
  purchases: 'مشترياتي',
  current: 'آخر 12 شهرًا',
  previous: 'قبل سنة',
  loadError: 'تعذّر تحميل رصيدك.',
  retry: 'إعادة المحاولة',
};

registerLazyTexts('walletHome', walletHomeFr, walletHomeAr);
