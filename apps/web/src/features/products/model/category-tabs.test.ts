import { describe, expect, it } from 'vitest';
import { groupCategories, parseAisleParam } from './category-tabs.ts';

const cat = (CATEGORY_ID: number, ID_PARENT: number | null, kind: string, CATEGORY_NAME = `c${CATEGORY_ID}`) =>
  ({ ID: CATEGORY_ID, CATEGORY_ID, CATEGORY_NAME, ID_PARENT, IMAGE: null, kind }) as never;

describe('products: category tabs', () => {
  it('groups aisles under food, hygiene and non-food, leaving special ones out', () => {
    const groups = groupCategories([
      cat(700, null, 'group'),
      cat(516, 700, 'food'),
      cat(622, 702, 'hygiene'),
      cat(5, 701, 'nonfood'),
      cat(0, 701, 'default'),
      cat(695, 703, 'special'),
    ]);
    expect(groups.map((g) => [g.label, g.aisles.map((a) => a.CATEGORY_ID)])).toEqual([
      ['food', [516]],
      ['hygiene', [622]],
      ['nonfood', [5]],
    ]);
  });
  it('reads the aisle form of produits/{name}', () => {
    expect(parseAisleParam('516;name=Lait')).toEqual({ id: 516, name: 'Lait' });
    expect(parseAisleParam(encodeURIComponent('519;name=Yaourts & desserts'))).toEqual({ id: 519, name: 'Yaourts & desserts' });
    expect(parseAisleParam('Fromages')).toEqual({ id: null, name: 'Fromages' });
    expect(parseAisleParam(undefined)).toEqual({ id: null, name: null });
  });
});
