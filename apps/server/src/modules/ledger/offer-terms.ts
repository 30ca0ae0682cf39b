import crypto from 'node:crypto';
import { addDays, parseTunisDateTime, tunisDateString, type WalletRules } from '@qadhya/domain';

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

/** The texts of the welcome coupon, in both languages (stored with the offer). */
export function welcomeTexts(rules: WalletRules) {
  const cap = rules.welcomeCap / 1000;
  return {
    label: 'Coupon de bienvenue',
    label_ar: 'قسيمة تخفيض ترحيبية',
    description: `${rules.welcomePercent} % de remise sur votre premier achat, plafonnée à ${cap} DT, valable ${rules.welcomeDays} jours.`,
    description_ar: `خصم ${rules.welcomePercent} % على أول عملية شراء، بحد أقصى ${cap} DT، صالح لمدة ${rules.welcomeDays} أيام.`,
  };
}

/** The end of the `days`-th day after `from`, in Tunis: an offer valid "N days" ends at midnight. */
export function expiryAfterDays(from: Date, days: number): Date {
  // Midnight (Tunis) at the start of the day after the last day.
  return parseTunisDateTime(addDays(tunisDateString(from), days + 1))!;
}
