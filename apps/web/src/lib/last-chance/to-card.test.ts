import type { LastChanceItem } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { toCardProduct, toStoredLastChance } from './to-card.ts';

const item: LastChanceItem = {
  ARTICLE: 'SKU1',
  MAGASIN: 'TN0001',
  NOUVEAU_PV: 2300,
  ANCIEN_PV: 7600,
  REMISE: 70,
  STOCK_DISPO: 17,
  DESC_ARTICLE: 'Feta 200 g',
  product_id: 42,
  name: 'Feta',
  image: '/media/p/42.svg',
  category_id: 516,
  category_name: 'Fromages',
  storename: 'Qadhya Centre',
};

describe('last chance: card and stored offer', () => {
  it('shows the new price, the old price struck and the discount', () => {
    expect(toCardProduct(item)).toEqual({
      id: 42,
      sku: 'SKU1',
      name: 'Feta',
      image: '/media/p/42.svg',
      price: 2300,
      old_price: 7600,
      remise: 70,
    });
  });
  it('keeps the offer fields for detail-lastchance, with the short description', () => {
    const stored = toStoredLastChance(item);
    expect(stored).toMatchObject({
      ARTICLE: 'SKU1',
      MAGASIN: 'TN0001',
      STOCK_DISPO: 17,
      price: 2300,
      short_description: 'Feta 200 g',
      storename: 'Qadhya Centre',
    });
  });
});
