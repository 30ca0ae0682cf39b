import { isolate } from '@qadhya/domain';
import type { OfferKind, WalletOffer } from '@qadhya/contracts';
import { priceText } from '../../../components/ui/price-text.ts';

// The amount and validity texts are shared with the games' prizes (lib/wallet/offer-terms.ts).
import { lastValidDay } from '../../../lib/wallet/offer-terms.ts';
export { lastValidDay, offerAmount, offerAmountText, tunisDay } from '../../../lib/wallet/offer-terms.ts';

/** One line of the validity block: a text key and its values. */
export interface TermLine {
  key: string;
  values?: Record<string, string>;
}

/**
 * The validity block of an offer (docs/wallet.md#coupons-and-vouchers), from its own terms: valid until its last day, once per
 * account, not combinable, only in the chain's stores, its minimum purchase (or none), a percent
 * offer's cap, and how it applies (a voucher by itself, a coupon when shown at the till).
 */
export function validityLines(offer: WalletOffer, language: string): TermLine[] {
  const lines: TermLine[] = [
    { key: 'wallet.terms.until', values: { date: lastValidDay(offer.expires_at, language) } },
    { key: 'wallet.terms.once' },
    { key: 'wallet.terms.notCombinable' },
    { key: 'wallet.terms.storesOnly' },
    offer.min_purchase > 0
      ? { key: 'wallet.terms.minPurchase', values: { amount: isolate(priceText(offer.min_purchase, language)) } }
      : { key: 'wallet.terms.noMinimum' },
  ];
  if (offer.amount_type === 'percent' && offer.cap)
    lines.push({ key: 'wallet.terms.cap', values: { amount: isolate(priceText(offer.cap, language)) } });
  lines.push({ key: offer.kind === 'voucher' ? 'wallet.terms.automatic' : 'wallet.terms.present' });
  return lines;
}

export const validityTitleKey = (kind: OfferKind) => (kind === 'voucher' ? 'wallet.sheet.validityVoucher' : 'wallet.sheet.validityCoupon');

/** The file name of a downloaded offer: coupon-<code>.png (the code's unsafe characters dropped). */
export const downloadName = (code: string) => `coupon-${code.replace(/[^A-Za-z0-9_-]/g, '')}.png`;
