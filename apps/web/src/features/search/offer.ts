import type { ProductSearchHit } from '@qadhya/contracts';

/** Which price a search result shows: today's promo, a running catalogue, a last-chance offer, or the shelf. */
export type OfferKind = 'promo' | 'catalogue' | 'lastChance' | 'shelf';

export interface HitOffer {
  kind: OfferKind;
  /** The price the shopper pays today (in their store when they chose one), millimes. */
  price: number;
  /** The price struck through, or null. */
  oldPrice: number | null;
  /** The discount percent, 0 when none. */
  remise: number;
}

/**
 * The offer behind a hit's `store_price` (the lowest of shelf, promo, catalogue and the last-chance
 * offer in the shopper's store): a last-chance offer wins a tie, then the deal, then the shelf.
 */
export function hitOffer(hit: Pick<ProductSearchHit, 'price' | 'old_price' | 'remise' | 'deal' | 'last_chance' | 'store_price'>): HitOffer {
  const lc = hit.last_chance;
  if (lc && lc.price === hit.store_price)
    return { kind: 'lastChance', price: lc.price, oldPrice: lc.old_price > lc.price ? lc.old_price : null, remise: lc.remise };
  const deal = hit.deal;
  if (deal && deal.price === hit.store_price)
    return { kind: deal.kind, price: deal.price, oldPrice: deal.old_price > deal.price ? deal.old_price : null, remise: deal.remise };
  const price = Math.min(hit.price, hit.store_price);
  return { kind: 'shelf', price, oldPrice: hit.old_price > price ? hit.old_price : null, remise: hit.old_price > price ? hit.remise : 0 };
}
