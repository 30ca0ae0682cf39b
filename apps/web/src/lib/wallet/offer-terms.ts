import type { WalletOffer } from '@qadhya/contracts';
import { CURRENCY_SIGN, formatDate, formatMoney, formatNumber, formatPercent, moneyFigures, textLang } from '@qadhya/domain';

/**
 * How an offer's amount and validity read (docs/wallet.md#coupons-and-vouchers): the wallet's cards
 * and the games' prizes, written by the domain formats (docs/formats.md).
 */

type OfferAmount = Pick<WalletOffer, 'amount_type' | 'amount'>;

/**
 * The card's big figure and its unit, drawn apart (the figure isolated left to right, the unit after
 * it): 10000 millimes → { value: '10', unit: 'DT' } (« د.ت » in Arabic); 15 percent → { '15', '%' }.
 */
export function offerAmount(offer: OfferAmount, language: string): { value: string; unit: string } {
  if (offer.amount_type === 'percent') return { value: formatNumber(offer.amount, 'fr'), unit: '%' };
  return { value: moneyFigures(offer.amount, { whole: true }), unit: CURRENCY_SIGN[textLang(language)] };
}

/** '10 DT' / '⁦10⁩ د.ت' / '15%' as one string (share text, the downloaded image, a list of wins). */
export function offerAmountText(offer: OfferAmount, language: string): string {
  return offer.amount_type === 'percent' ? formatPercent(offer.amount, language) : formatMoney(offer.amount, language, { whole: true });
}

/**
 * The last day an offer can be used, in Tunis ("24/12/2026"): it is valid until just before
 * `expires_at`, so an expiry at midnight shows the day before.
 */
export function lastValidDay(expiresAt: string, language: string): string {
  return tunisDay(Date.parse(expiresAt) - 1, language);
}

/** The Tunis day of an instant ("24/11/2026", isolated in Arabic), e.g. when an offer was used. */
export function tunisDay(at: string | number, language: string): string {
  return formatDate(at, language);
}
