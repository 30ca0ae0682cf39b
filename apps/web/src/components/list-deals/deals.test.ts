import type { Deal, ItemDeals, ListDeals } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { bestSavingThisWeek, itemSaving, matchTailKey, shownDeals, weekTotal } from './deals.ts';

const deal = (over: Partial<Deal>): Deal => ({
  kind: 'promo',
  sku: '100',
  name: 'Lait demi-écrémé 1 L',
  image: '/img.webp',
  price: 1000,
  regular_price: 1300,
  saving: 300,
  from: '2026-11-24',
  to: '2026-11-24',
  week: 'this',
  catalogue_id: null,
  magasin_code: null,
  ...over,
});

const answer = (items: ItemDeals[]): ListDeals => ({
  list_id: 7,
  magasin_code: 'TN0001',
  week: { from: '2026-11-24', to: '2026-11-29' },
  total_saving: items.reduce((s, i) => s + i.saving, 0),
  count_this_week: items.filter((i) => i.deals.some((d) => d.week === 'this')).length,
  items,
});

const product: ItemDeals = {
  item: 'p:100',
  quantity: 2,
  match: { by: 'product' },
  deals: [
    deal({ saving: 300 }),
    deal({ kind: 'catalogue', saving: 200, catalogue_id: 3 }),
    deal({ kind: 'catalogue', week: 'next', saving: 500 }),
  ],
  saving: 600,
};
const typed: ItemDeals = {
  item: 't:lait',
  quantity: 1,
  match: { by: 'words', words: ['lait'] },
  deals: [deal({ sku: '101', saving: 450 }), deal({ sku: '102', kind: 'last_chance', saving: 900, week: 'this' })],
  saving: 900,
};
const nextOnly: ItemDeals = {
  item: 'p:200',
  quantity: 1,
  match: { by: 'product' },
  deals: [deal({ sku: '200', week: 'next' })],
  saving: 0,
};

describe('the deals of a list (docs/shopping-lists.md#this-week-on-my-list)', () => {
  it('an item saves its quantity × its best saving this week; next week saves nothing yet', () => {
    expect(bestSavingThisWeek(product)).toBe(300);
    expect(itemSaving(product, 2)).toBe(600);
    expect(itemSaving(typed, 1)).toBe(900);
    expect(itemSaving(nextOnly, 3)).toBe(0);
  });

  it('the total is the server’s when this device sees the list as the server does', () => {
    const deals = answer([product, typed, nextOnly]);
    const local = [
      { key: 'p:100', quantity: 2, checked: false },
      { key: 't:lait', quantity: 1, checked: false },
      { key: 'p:200', quantity: 1, checked: false },
      { key: 't:pain', quantity: 1, checked: false },
    ];
    expect(weekTotal(deals, local)).toEqual({ saving: deals.total_saving, count: deals.count_this_week });
    expect(weekTotal(deals)).toEqual({ saving: 1500, count: 2 });
  });

  it('a tick or a quantity changed on the device counts at once', () => {
    const deals = answer([product, typed]);
    expect(
      weekTotal(deals, [
        { key: 'p:100', quantity: 3, checked: false },
        { key: 't:lait', quantity: 1, checked: true },
      ]),
    ).toEqual({ saving: 900, count: 1 });
    // An item removed here is no longer among the local items.
    expect(weekTotal(deals, [{ key: 't:lait', quantity: 1, checked: false }])).toEqual({ saving: 900, count: 1 });
  });

  it('a product shows its best deal this week and next; a typed item its matched products', () => {
    expect(shownDeals(product).map((d) => [d.kind, d.week])).toEqual([
      ['promo', 'this'],
      ['catalogue', 'next'],
    ]);
    expect(shownDeals(typed).map((d) => d.sku)).toEqual(['101', '102']);
    expect(shownDeals(nextOnly).map((d) => d.week)).toEqual(['next']);
  });

  it('explains a typed item’s match by the deal’s kind and week', () => {
    expect(matchTailKey({ kind: 'promo', week: 'this' })).toBe('listDeals.match.promo');
    expect(matchTailKey({ kind: 'last_chance', week: 'this' })).toBe('listDeals.match.last_chance');
    expect(matchTailKey({ kind: 'catalogue', week: 'next' })).toBe('listDeals.match.nextCatalogue');
    expect(matchTailKey({ kind: 'promo', week: 'next' })).toBe('listDeals.match.nextPromo');
  });
});
