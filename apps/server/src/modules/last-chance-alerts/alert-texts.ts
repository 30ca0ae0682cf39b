import { formatMoney, formatNumber, formatPercent, isolate } from '@qadhya/domain';

/** One offer an alert tells of (money in millimes). */
export interface AlertOffer {
  sku: string;
  name: string;
  nouveau_pv: number;
  ancien_pv: number;
  remise: number;
  stock: number;
}

export interface AlertTexts {
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
}

/** Names shown in a message with several offers; the others are counted. */
const NAMED = 3;

const arabicRules = new Intl.PluralRules('ar');

/** « n new offers » in Arabic, each plural form of the count (1, 2, 3–10, 11–99, 100…). */
export function arabicNewOffers(n: number): string {
  const figure = formatNumber(n, 'ar');
  switch (arabicRules.select(n)) {
    case 'one':
      return 'عرض جديد';
    case 'two':
      return 'عرضان جديدان';
    case 'few':
      return `${figure} عروض جديدة`;
    case 'many':
      return `${figure} عرضًا جديدًا`;
    default:
      return `${figure} عرض جديد`;
  }
}

/** « n other offers » in Arabic. */
export function arabicOtherOffers(n: number): string {
  const figure = formatNumber(n, 'ar');
  switch (arabicRules.select(n)) {
    case 'one':
      return 'عرض آخر';
    case 'two':
      return 'عرضان آخران';
    case 'few':
      return `${figure} عروض أخرى`;
    case 'many':
      return `${figure} عرضًا آخر`;
    default:
      return `${figure} عرض آخر`;
  }
}

/**
 * The message of one alert (docs/last-chance.md#alerts), in the glossary's words (« Dernière chance »,
 * « الفرصة الأخيرة », « متجر »): one offer with its prices and stock left, several counted with the
 * biggest discounts named first. `offers` comes biggest discount first.
 */
export function alertTexts(offers: readonly AlertOffer[], store: { fr: string; ar: string }): AlertTexts {
  const n = offers.length;
  const first = offers[0]!;
  if (n === 1) {
    return {
      title_fr: `Nouvelle offre Dernière chance à ${store.fr}`,
      title_ar: `عرض جديد من «الفرصة الأخيرة» في ${isolate(store.ar)}`,
      body_fr:
        `${first.name} : ${formatMoney(first.nouveau_pv, 'fr')} au lieu de ${formatMoney(first.ancien_pv, 'fr')} ` +
        `(${formatPercent(first.remise, 'fr', { signed: true })}), plus que ${formatNumber(first.stock, 'fr')} en stock.`,
      body_ar:
        `${isolate(first.name)}: ${formatMoney(first.nouveau_pv, 'ar')} عوض ${formatMoney(first.ancien_pv, 'ar')} ` +
        `(تخفيض ${formatPercent(first.remise, 'ar')})، الكمية المتبقية: ${formatNumber(first.stock, 'ar')}.`,
    };
  }
  const named = offers.slice(0, NAMED).map((o) => o.name);
  const rest = n - named.length;
  const best = Math.max(...offers.map((o) => o.remise));
  const restFr = rest === 0 ? '' : ` et ${formatNumber(rest, 'fr')} ${rest === 1 ? 'autre' : 'autres'}`;
  const restAr = rest === 0 ? '' : ` و${arabicOtherOffers(rest)}`;
  return {
    title_fr: `${formatNumber(n, 'fr')} nouvelles offres Dernière chance à ${store.fr}`,
    title_ar: `${arabicNewOffers(n)} من «الفرصة الأخيرة» في ${isolate(store.ar)}`,
    body_fr: `Jusqu’à ${formatPercent(best, 'fr', { signed: true })} : ${named.join(', ')}${restFr}.`,
    // The glossary's « تخفيض » before the figure, as the discount badge (« تخفيض 43% »), not a minus sign.
    body_ar: `تخفيض يصل إلى ${formatPercent(best, 'ar')}: ${named.map(isolate).join('، ')}${restAr}.`,
  };
}
