import { formatNumber } from '@qadhya/domain';

/**
 * The weekly push « Cette semaine sur ma liste » in both languages (docs/shopping-lists.md#this-week-on-my-list),
 * the count in every plural form: French 1 / more, Arabic 1, 2, 3–10, 11–99, 100 and more.
 */
const arabicRules = new Intl.PluralRules('ar');

/** « n articles de votre liste » in Arabic, each plural form of the count. */
export function arabicItems(n: number): string {
  const figure = formatNumber(n, 'ar');
  switch (arabicRules.select(n)) {
    case 'one':
      return 'منتج واحد';
    case 'two':
      return 'منتجان';
    case 'few':
      return `${figure} منتجات`;
    case 'many':
      return `${figure} منتجًا`;
    default:
      return `${figure} منتج`;
  }
}

export function listDealsTexts(count: number) {
  return {
    title_fr: 'Cette semaine sur ma liste',
    title_ar: 'هذا الأسبوع في قائمتي',
    body_fr:
      count === 1
        ? '1 article de votre liste est en promo cette semaine'
        : `${formatNumber(count, 'fr')} articles de votre liste sont en promo cette semaine`,
    body_ar: `${arabicItems(count)} من قائمتك في عرض هذا الأسبوع`,
  };
}
