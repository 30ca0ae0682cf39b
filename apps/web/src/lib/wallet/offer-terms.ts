import type { WalletOffer } from '@qadhya/contracts';
import { CURRENCY, MILLIMES_PER_DINAR, TUNIS_TZ } from '@qadhya/domain';
import { priceText } from '../../components/ui/price-text.ts';

/** How an offer's amount and validity read (docs/wallet.md#coupons-and-vouchers): the wallet's cards and the games' prizes. */

/** The card's big figure and its unit: 10000 millimes → { value: '10', unit: 'DT' }; 15 percent → { '15', '%' }. */
export function offerAmount(offer: Pick<WalletOffer, 'amount_type' | 'amount'>): { value: string; unit: string } {
  if (offer.amount_type === 'percent') return { value: String(offer.amount), unit: '%' };
  if (offer.amount % MILLIMES_PER_DINAR === 0) {
    return { value: new Intl.NumberFormat('fr-FR').format(offer.amount / MILLIMES_PER_DINAR), unit: CURRENCY };
  }
  return { value: priceText(offer.amount).replace(` ${CURRENCY}`, ''), unit: CURRENCY };
}

/** '10 DT' / '15 %' as one string (share text, the downloaded image). */
export function offerAmountText(offer: Pick<WalletOffer, 'amount_type' | 'amount'>): string {
  const { value, unit } = offerAmount(offer);
  return `${value} ${unit}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The last day an offer can be used, in Tunis (fr-FR "24/12/2026" / ar-TN): it is valid until just
 * before `expires_at`, so an expiry at midnight shows the day before.
 */
export function lastValidDay(expiresAt: string, language: string): string {
  return tunisDay(Date.parse(expiresAt) - 1, language);
}

/** The Tunis day of an instant (fr-FR "24/11/2026" / ar-TN), e.g. when an offer was used. */
export function tunisDay(at: string | number, language: string): string {
  const locale = language === 'ar' ? 'ar-TN' : 'fr-FR';
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TUNIS_TZ });
    dayFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(at));
}
