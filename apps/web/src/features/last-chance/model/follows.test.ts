import type { LastChanceFollows } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, followsProduct, followsStore, withProduct, withStore } from './follows.ts';

const follows: LastChanceFollows = {
  stores: [{ MAGASIN: 'A1', storename: 'Lac' }],
  products: [{ ARTICLE: 'S1', name: 'Lait' }],
  categories: [{ CATEGORY_ID: 7, CATEGORY_NAME: 'Épicerie' }],
  customised: true,
  daily_max: 2,
};

describe('last-chance follows', () => {
  it('reads what is followed', () => {
    expect(bodyOf(follows)).toEqual({ stores: ['A1'], skus: ['S1'], categories: [7] });
    expect(followsStore(follows, 'A1')).toBe(true);
    expect(followsStore(follows, 'B2')).toBe(false);
    expect(followsStore(undefined, 'A1')).toBe(false);
    expect(followsProduct(follows, 'S1')).toBe(true);
  });

  it('follows and unfollows a store, keeping the rest', () => {
    expect(withStore(follows, 'B2', true)).toEqual({ stores: ['A1', 'B2'], skus: ['S1'], categories: [7] });
    expect(withStore(follows, 'A1', true).stores).toEqual(['A1']);
    expect(withStore(follows, 'A1', false)).toEqual({ stores: [], skus: ['S1'], categories: [7] });
  });

  it('following a product of another store follows that store too; unfollowing leaves the stores', () => {
    expect(withProduct(follows, 'S2', 'B2', true)).toEqual({ stores: ['A1', 'B2'], skus: ['S1', 'S2'], categories: [7] });
    expect(withProduct(follows, 'S1', 'B2', false)).toEqual({ stores: ['A1'], skus: [], categories: [7] });
  });
});
