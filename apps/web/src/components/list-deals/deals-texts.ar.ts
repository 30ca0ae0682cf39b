import type { listDealsFr } from './deals-texts.fr.ts';
import type { WithArabicCounts } from '../../lib/i18n/arabic-counts.ts';

/** Arabic texts of « Cette semaine sur ma liste » (deals-texts.fr.ts); Arabic plural forms by count. */
export const listDealsAr: WithArabicCounts<typeof listDealsFr> = {
  title: 'هذا الأسبوع في قائمتي',
  titleFavourites: 'هذا الأسبوع في مفضّلاتي',
  saving: 'التوفير هذا الأسبوع: {{amount}}',
  count_zero: 'لا عنصر عليه عرض هذا الأسبوع',
  count_one: 'عنصر واحد عليه عرض هذا الأسبوع',
  count_two: 'عنصران عليهما عرض هذا الأسبوع',
  count_few: '{{count}} عناصر عليها عروض هذا الأسبوع',
  count_many: '{{count}} عنصرًا عليها عروض هذا الأسبوع',
  count_other: '{{count}} عنصر عليها عروض هذا الأسبوع',
  none: 'لا عنصر عليه عرض هذا الأسبوع في متجرك.',
  store: 'في متجر {{store}}',
  allStores: 'عروض وكتالوج كل المتاجر (اختر متجرك لترى الفرصة الأخيرة)',
  alertLink: 'نبّهني كل أسبوع',
  kind: {
    catalogue: 'الكتالوج',
    promo: 'عرض اليوم',
    last_chance: 'الفرصة الأخيرة',
    next: 'الأسبوع القادم',
  },
  match: {
    lead: '« {{words}} »:',
    catalogue: 'في الكتالوج',
    promo: 'عليه عرض',
    last_chance: 'في الفرصة الأخيرة',
    nextCatalogue: 'في كتالوج الأسبوع القادم',
    nextPromo: 'عليه عرض الأسبوع القادم',
  },
  savingSpoken: 'توفير {{amount}}',
  until: 'حتى {{date}}',
  todayOnly: 'اليوم فقط',
  from: 'ابتداءً من {{date}}',
  dealPrice: 'السعر: {{price}}',
};
