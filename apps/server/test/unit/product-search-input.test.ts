/** The pure parts of GET /products/search (docs/products.md#one-search): the query prepared, a row turned into a hit. */
import { describe, expect, it } from 'vitest';
import type { SearchRow } from '../../src/modules/products/products.repository.ts';
import { searchInput, toSearchHit } from '../../src/modules/products/products.service.ts';

const row = (over: Partial<SearchRow> = {}): SearchRow => ({
  id: 7,
  sku: '100007',
  ean: '6191234567890',
  name: 'Lait demi-écrémé',
  description: '',
  short_description: '',
  marque: 'Délice',
  size: '1 L',
  image_version: 1,
  price: 1500,
  old_price: 1500,
  remise: 0,
  plus: null,
  category_id: 516,
  category_name: 'Lait',
  category_kind: 'food',
  category_ids: [516],
  super_lundi: 0,
  super_mardi: 0,
  super_mercredi: 0,
  super_jeudi: 0,
  super_vendredi: 0,
  super_samedi: 0,
  super_dimanche: 0,
  super_friday: 0,
  promo_price: null,
  promo_old_price: null,
  promo_remise: null,
  cat_price: null,
  cat_old_price: null,
  cat_remise: null,
  lc_magasin: null,
  lc_price: null,
  lc_old_price: null,
  lc_remise: null,
  lc_stock: null,
  ...over,
});

describe('searchInput', () => {
  it('keeps the text, takes a code only when it may be one, and drops the Arabic article', () => {
    expect(searchInput('  lait ')).toEqual({ key: 'lait', arabicKey: '', code: 'lait' });
    expect(searchInput('6191234567890')).toEqual({ key: '6191234567890', arabicKey: '', code: '6191234567890' });
    expect(searchInput('lait demi')).toEqual({ key: 'lait demi', arabicKey: '' });
    expect(searchInput('الحليب')).toEqual({ key: 'الحليب', arabicKey: 'حليب' });
    // « ال » alone or in a short word stays: « الم » is no article + word.
    expect(searchInput('الم').arabicKey).toBe('الم');
    expect(searchInput('lait\u0000x').key).toBe('lait x');
  });
});

describe('toSearchHit', () => {
  it('names the match by rank and gives the shelf price when there is no offer', () => {
    const hit = toSearchHit(row(), 1);
    expect(hit).toMatchObject({ match: 'word', deal: null, last_chance: null, store_price: 1500, price: 1500 });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((r) => toSearchHit(row(), r).match)).toEqual([
      'barcode',
      'word',
      'word',
      'category',
      'prefix',
      'category',
      'substring',
      'close',
    ]);
  });

  it('takes the lower of the daily promo and the catalogue price, only when below the shelf price', () => {
    expect(toSearchHit(row({ promo_price: 1200, promo_old_price: 1500, promo_remise: 20, cat_price: 1300 }), 1).deal).toEqual({
      kind: 'promo',
      price: 1200,
      old_price: 1500,
      remise: 20,
    });
    expect(toSearchHit(row({ promo_price: 1400, cat_price: 1100, cat_old_price: 1500, cat_remise: 27 }), 1).deal).toEqual({
      kind: 'catalogue',
      price: 1100,
      old_price: 1500,
      remise: 27,
    });
    expect(toSearchHit(row({ promo_price: 1500, cat_price: 1600 }), 1).deal).toBeNull();
  });

  it("gives the store's last-chance offer and the lowest price of all", () => {
    const hit = toSearchHit(
      row({ cat_price: 1300, lc_magasin: 'TN0001', lc_price: 900, lc_old_price: 1500, lc_remise: 40, lc_stock: 3 }),
      1,
    );
    expect(hit.last_chance).toEqual({ magasin: 'TN0001', price: 900, old_price: 1500, remise: 40, stock: 3 });
    expect(hit.store_price).toBe(900);
    expect(toSearchHit(row({ cat_price: 1300 }), 1).store_price).toBe(1300);
  });
});
