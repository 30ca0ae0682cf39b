import { describe, expect, it } from 'vitest';
import { hitOffer } from './offer.ts';

const shelf = { price: 2500, old_price: 2500, remise: 0, deal: null, last_chance: null, store_price: 2500 };

describe("a search hit's offer", () => {
  it('shows the shelf price, struck only when the product has a standing old price', () => {
    expect(hitOffer(shelf)).toEqual({ kind: 'shelf', price: 2500, oldPrice: null, remise: 0 });
    expect(hitOffer({ ...shelf, old_price: 3000, remise: 17 })).toEqual({ kind: 'shelf', price: 2500, oldPrice: 3000, remise: 17 });
  });

  it("shows today's promo or the running catalogue when it is the lowest", () => {
    const deal = { kind: 'promo' as const, price: 1900, old_price: 2500, remise: 24 };
    expect(hitOffer({ ...shelf, deal, store_price: 1900 })).toEqual({ kind: 'promo', price: 1900, oldPrice: 2500, remise: 24 });
    expect(hitOffer({ ...shelf, deal: { ...deal, kind: 'catalogue' }, store_price: 1900 }).kind).toBe('catalogue');
  });

  it("shows the last-chance offer in the shopper's store when it is the lowest, also on a tie", () => {
    const deal = { kind: 'promo' as const, price: 1900, old_price: 2500, remise: 24 };
    const lc = { magasin: 'A12', price: 1200, old_price: 2500, remise: 52, stock: 3 };
    expect(hitOffer({ ...shelf, deal, last_chance: lc, store_price: 1200 })).toEqual({
      kind: 'lastChance',
      price: 1200,
      oldPrice: 2500,
      remise: 52,
    });
    expect(hitOffer({ ...shelf, deal, last_chance: { ...lc, price: 1900 }, store_price: 1900 }).kind).toBe('lastChance');
    // A last-chance offer dearer than the promo: the promo.
    expect(hitOffer({ ...shelf, deal, last_chance: { ...lc, price: 2000 }, store_price: 1900 }).kind).toBe('promo');
  });
});
