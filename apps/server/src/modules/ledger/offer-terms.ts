import crypto from 'node:crypto';
import { addDays, formatMoney, formatNumber, formatPercent, parseTunisDateTime, tunisDateString, type WalletRules } from '@qadhya/domain';

/** Pure helpers of the offers (docs/wallet.md#coupons-and-vouchers): codes, expiry, the welcome texts. */

/** Letters and digits a till's reader and a person copying a code cannot mix up (no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'C' (coupon) or 'V' (voucher) and 11 random characters: printed as a Code 128 barcode. */
export function newOfferCode(kind: 'coupon' | 'voucher'): string {
  const bytes = crypto.randomBytes(11);
  let code = kind === 'coupon' ? 'C' : 'V';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

/**
 * The texts of the welcome coupon, in both languages (stored with the offer), their figures written
 * by the domain formats in each language (docs/formats.md): « 10% », « 20 DT » / « 20 د.ت ».
 */
export function welcomeTexts(rules: WalletRules) {
  const percent = (lang: 'fr' | 'ar') => formatPercent(rules.welcomePercent, lang);
  const cap = (lang: 'fr' | 'ar') => formatMoney(rules.welcomeCap, lang, { whole: true });
  return {
    label: 'Coupon de bienvenue',
    label_ar: 'قسيمة تخفيض ترحيبية',
    description: `${percent('fr')} de remise sur votre premier achat, plafonnée à ${cap('fr')}, valable ${formatNumber(rules.welcomeDays, 'fr')} jours.`,
    description_ar: `تخفيض ${percent('ar')} على أول عملية شراء، بحد أقصى ${cap('ar')}، صالح لمدة ${daysAr(rules.welcomeDays)}.`,
  };
}

/** "n days" in Arabic, the figure isolated (docs/formats.md): the dual, « أيام » for 3 to 10, « يوما » above. */
export function daysAr(n: number): string {
  if (n === 1) return 'يوم واحد';
  if (n === 2) return 'يومين';
  return `${formatNumber(n, 'ar')} ${n >= 3 && n <= 10 ? 'أيام' : 'يوما'}`;
}

/** The end of the `days`-th day after `from`, in Tunis: an offer valid "N days" ends at midnight. */
export function expiryAfterDays(from: Date, days: number): Date {
  // Midnight (Tunis) at the start of the day after the last day.
  return parseTunisDateTime(addDays(tunisDateString(from), days + 1))!;
}
