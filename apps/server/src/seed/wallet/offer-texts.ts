import { formatMoney, formatNumber, formatPercent, type WalletRules } from '@qadhya/domain';
import { expiryAfterDays, welcomeTexts } from '../../modules/ledger/offer-terms.ts';

export { expiryAfterDays };

/** Amounts and percents of the Arabic texts as the app writes them (docs/formats.md): « 10 د.ت », « 15% », isolated. */
const dt = (millimes: number) => formatMoney(millimes, 'ar', { whole: true });
const pc = (value: number) => formatPercent(value, 'ar');

/** The demo offers' terms and texts in French and Arabic (docs/wallet.md#demo-data). */
export interface OfferText {
  label: string;
  label_ar: string;
  description: string;
  description_ar: string;
}

interface Terms extends OfferText {
  kind: 'coupon' | 'voucher';
  amount_type: 'amount' | 'percent';
  amount: number;
  min_purchase: number;
  cap: number | null;
}

/** Staff offers, each issued `day` days after the history starts or `daysAgo` days before today. */
export interface StaffOffer {
  owner: 'amira' | 'karim';
  day?: number;
  daysAgo?: number;
  time: string;
  validDays: number;
  /** Coupons only: shown at the till at the first chance. */
  present: boolean;
  terms: Terms;
}

const TEN_FROM_FIFTY: Terms = {
  kind: 'voucher',
  amount_type: 'amount',
  amount: 10_000,
  min_purchase: 50_000,
  cap: null,
  label: '10 DT offerts dès 50 DT d’achat',
  label_ar: `${dt(10_000)} هدية ابتداءً من ${dt(50_000)} من المشتريات`,
  description: 'Valable sur un achat de 50 DT ou plus.',
  description_ar: `صالحة على عملية شراء بقيمة ${dt(50_000)} أو أكثر.`,
};
const FIFTEEN: Terms = {
  kind: 'voucher',
  amount_type: 'percent',
  amount: 15,
  min_purchase: 0,
  cap: null,
  label: '15 % de remise sans minimum',
  label_ar: `تخفيض ${pc(15)} بدون حد أدنى`,
  description: 'Sur tout le magasin, sans minimum d’achat.',
  description_ar: 'على كامل المتجر، بدون حد أدنى للشراء.',
};
const TWENTY_FIVE_FROM_FORTY: Terms = {
  kind: 'voucher',
  amount_type: 'percent',
  amount: 25,
  min_purchase: 40_000,
  cap: null,
  label: '25 % dès 40 DT d’achat',
  label_ar: `تخفيض ${pc(25)} ابتداءً من ${dt(40_000)}`,
  description: 'Valable sur un achat de 40 DT ou plus.',
  description_ar: `صالحة على عملية شراء بقيمة ${dt(40_000)} أو أكثر.`,
};
const HALF_CAPPED: Terms = {
  kind: 'coupon',
  amount_type: 'percent',
  amount: 50,
  min_purchase: 0,
  cap: 10_000,
  label: '50 % sur votre prochain achat',
  label_ar: `تخفيض ${pc(50)} على عملية الشراء القادمة`,
  description: 'Remise plafonnée à 10 DT.',
  description_ar: `بحد أقصى ${dt(10_000)}.`,
};
const FIVE_CAPPED: Terms = {
  kind: 'coupon',
  amount_type: 'percent',
  amount: 5,
  min_purchase: 0,
  cap: 100_000,
  label: '5 % de remise',
  label_ar: `تخفيض ${pc(5)}`,
  description: '5 % de remise sur votre achat, plafonnée à 100 DT, valable 7 jours.',
  description_ar: `تخفيض ${pc(5)} على عملية الشراء، بحد أقصى ${dt(100_000)}، صالح لمدة ${formatNumber(7, 'ar')} أيام.`,
};

/**
 * Used: applied on a later receipt (vouchers automatically, coupons when shown). Expired: Karim's
 * receipts stay under 40 DT; a coupon never shown. Active: issued after the last receipt.
 */
export const STAFF_OFFERS: StaffOffer[] = [
  { owner: 'amira', day: 150, time: '10:00', validDays: 30, present: true, terms: HALF_CAPPED },
  { owner: 'amira', day: 300, time: '10:00', validDays: 30, present: false, terms: TEN_FROM_FIFTY },
  { owner: 'amira', day: 380, time: '10:00', validDays: 7, present: false, terms: FIVE_CAPPED },
  { owner: 'karim', day: 400, time: '10:00', validDays: 30, present: false, terms: TWENTY_FIVE_FROM_FORTY },
  { owner: 'amira', day: 520, time: '10:00', validDays: 30, present: false, terms: FIFTEEN },
  { owner: 'amira', daysAgo: 2, time: '10:00', validDays: 7, present: false, terms: FIVE_CAPPED },
  { owner: 'amira', daysAgo: 1, time: '21:30', validDays: 30, present: false, terms: FIFTEEN },
];

/** The welcome coupon of a card made at `at` (the ledger's own texts and terms). */
export function welcomeCoupon(rules: WalletRules, userId: number, at: Date) {
  return {
    ...welcomeTexts(rules),
    userId,
    kind: 'coupon' as const,
    source: 'welcome' as const,
    amount_type: 'percent' as const,
    amount: rules.welcomePercent,
    min_purchase: 0,
    cap: rules.welcomeCap,
    issuedAt: at,
    expiresAt: expiryAfterDays(at, rules.welcomeDays),
  };
}

/** A voucher bought with points. */
export function pointsVoucherTexts(amount: number, points: number): OfferText {
  return {
    label: `Bon d’achat de ${formatMoney(amount, 'fr', { whole: true })}`,
    label_ar: `قسيمة شراء بقيمة ${dt(amount)}`,
    description: `Obtenu avec ${points} points.`,
    description_ar: `مقابل ${formatNumber(points, 'ar')} نقطة.`,
  };
}
