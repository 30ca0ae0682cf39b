import { withCheckDigit } from './barcode.ts';

/**
 * The wallet's pure rules (docs/wallet.md): points earned by a receipt, the tier from the rolling
 * 12 months' spend, what an offer (coupon or voucher) takes off a receipt, and its status. The
 * server computes with them; the web app shows what they mean. Money is integer millimes.
 */

export const TIER_KEYS = ['classic', 'silver', 'gold', 'platinum'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export interface Tier {
  key: TierKey;
  /** As printed on the card: 'Classic', 'Silver', 'GOLD', 'Platinum'. */
  label: string;
  /** Spend over the rolling 12 months (millimes) from which the tier applies. */
  minSpend: number;
}

export interface WalletRules {
  /** Points per whole dinar paid (the amount taken off by a coupon or voucher earns nothing). */
  pointsPerDinar: number;
  /** Extra points per whole dinar paid for products of the catalogue running that day. */
  catalogueBonusPerDinar: number;
  /** Ascending by minSpend; the first is 0. */
  tiers: Tier[];
  /** What one point is worth when converted into a voucher (millimes). */
  pointValue: number;
  /** Smallest conversion, and conversions go by this step (points). */
  convertMinPoints: number;
  convertStep: number;
  /** Life of a voucher bought with points (days, counted in Tunis). */
  convertVoucherDays: number;
  /** The welcome coupon given with the card: percent off the first purchase, its cap and life. */
  welcomePercent: number;
  welcomeCap: number;
  welcomeDays: number;
}

export const DEFAULT_WALLET_RULES: WalletRules = {
  pointsPerDinar: 1,
  catalogueBonusPerDinar: 1,
  tiers: [
    { key: 'classic', label: 'Classic', minSpend: 0 },
    { key: 'silver', label: 'Silver', minSpend: 1_000_000 },
    { key: 'gold', label: 'GOLD', minSpend: 2_500_000 },
    { key: 'platinum', label: 'Platinum', minSpend: 5_000_000 },
  ],
  pointValue: 10,
  convertMinPoints: 500,
  convertStep: 100,
  convertVoucherDays: 90,
  welcomePercent: 5,
  welcomeCap: 100_000,
  welcomeDays: 7,
};

/**
 * Points a receipt earns: `paid` is what the shopper paid (after coupons and vouchers), `bonusBase`
 * the part of it spent on products of the running catalogue (0 ≤ bonusBase ≤ paid). A negative
 * `paid` (a return) gives the negative of what the same amount earns.
 */
export function pointsFor(paid: number, bonusBase: number, rules: WalletRules): number {
  const sign = paid < 0 ? -1 : 1;
  const base = Math.floor(Math.abs(paid) / 1000) * rules.pointsPerDinar;
  const bonus = Math.floor(Math.min(Math.abs(bonusBase), Math.abs(paid)) / 1000) * rules.catalogueBonusPerDinar;
  return sign * (base + bonus) || 0;
}

/** The tier of a 12 months' spend, and the next one with what is missing to reach it. */
export function tierFor(spend12m: number, rules: WalletRules): { tier: Tier; next: Tier | null; missing: number } {
  let index = 0;
  rules.tiers.forEach((t, i) => {
    if (spend12m >= t.minSpend) index = i;
  });
  const next = rules.tiers[index + 1] ?? null;
  return { tier: rules.tiers[index]!, next, missing: next ? next.minSpend - spend12m : 0 };
}

export type OfferKind = 'coupon' | 'voucher';
export type OfferStatus = 'active' | 'used' | 'expired';

export interface OfferTerms {
  /** 'amount': `amount` millimes off; 'percent': `amount` % off, at most `cap` millimes. */
  amountType: 'amount' | 'percent';
  amount: number;
  /** The receipt's total (millimes) from which the offer applies; 0: none. */
  minPurchase: number;
  cap: number | null;
}

/** What the offer takes off a receipt of `total` millimes (0 when the minimum is not reached). */
export function offerDiscount(terms: OfferTerms, total: number): number {
  if (total <= 0 || total < terms.minPurchase) return 0;
  const raw = terms.amountType === 'amount' ? terms.amount : Math.round((total * terms.amount) / 100);
  const capped = terms.cap != null ? Math.min(raw, terms.cap) : raw;
  return Math.max(0, Math.min(capped, total));
}

/** Actif / Utilisé / Expiré: used wins over expired; expired from the expiry instant on. */
export function offerStatus(offer: { usedAt: Date | null; expiresAt: Date }, now: Date): OfferStatus {
  if (offer.usedAt) return 'used';
  return now.getTime() >= offer.expiresAt.getTime() ? 'expired' : 'active';
}

/**
 * A loyalty card number: EAN-13 in the GS1 in-store range '2', '9' then 10 digits of the card's
 * sequence and the check digit, so any till's scanner reads it.
 */
export function cardNumberOf(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999_999) throw new RangeError('card sequence out of range');
  return withCheckDigit(`29${String(sequence).padStart(10, '0')}`);
}

/** Points a conversion may take: at least the minimum, by steps, and not above the balance. */
export function isValidConversion(points: number, balance: number, rules: WalletRules): boolean {
  return Number.isInteger(points) && points >= rules.convertMinPoints && points % rules.convertStep === 0 && points <= balance;
}
