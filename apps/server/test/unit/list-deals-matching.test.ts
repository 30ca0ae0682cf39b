/**
 * « Cette semaine sur ma liste », the pure part (docs/shopping-lists.md#this-week-on-my-list): the
 * week's window, typed words, matching by product and by words (lait is not laitue, yaourts is
 * yaourt), the order of deals, the savings and the totals, and the weekly push's texts.
 */
import { parseTunisDateTime } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import {
  dealWindow,
  hasDealThisWeek,
  headWords,
  indexDeals,
  matchItem,
  skusWithWords,
  stem,
  summarise,
  typedWords,
  type DealRow,
} from '../../src/modules/list-deals/deal-matching.ts';
import { countByShopper } from '../../src/modules/list-deals/list-deals-alerts.service.ts';
import { listDealsTexts } from '../../src/modules/list-deals/list-deals-texts.ts';

const at = (tunis: string) => parseTunisDateTime(tunis)!;
const W = { today: '2026-11-24', sunday: '2026-11-29' };

const row = (over: Partial<DealRow> & Pick<DealRow, 'sku' | 'words'>): DealRow => ({
  kind: 'promo',
  name: over.words,
  image_version: 1,
  price: 1_000,
  base_price: 1_500,
  from: '2026-11-25',
  to: '2026-11-25',
  catalogue_id: null,
  magasin_code: null,
  food: true,
  ...over,
});

const ROWS: DealRow[] = [
  row({ sku: 'MILK1', words: 'lait demi ecreme vitalait', price: 1_200, base_price: 1_400 }),
  row({
    sku: 'MILK2',
    words: 'lait entier delice',
    price: 1_100,
    base_price: 1_500,
    kind: 'catalogue',
    catalogue_id: 202648,
    to: '2026-12-01',
  }),
  row({ sku: 'LETTUCE', words: 'laitue romaine', price: 600, base_price: 900 }),
  row({ sku: 'YOG', words: 'yaourt nature', price: 300, base_price: 400 }),
  row({
    sku: 'NEXT',
    words: 'lait chocolat',
    kind: 'catalogue',
    catalogue_id: 202649,
    from: '2026-11-30',
    to: '2026-12-06',
    price: 500,
    base_price: 2_000,
  }),
  row({
    sku: 'MILK1',
    words: 'lait demi ecreme vitalait',
    kind: 'last_chance',
    magasin_code: 'M1',
    from: W.today,
    to: W.sunday,
    price: 700,
    base_price: 1_400,
  }),
];

describe('the window', () => {
  it('runs from today to Sunday; next week’s catalogues are seen from Tuesday 13:00 (a week ahead)', () => {
    expect(dealWindow(at('2026-11-24T13:30'))).toEqual({
      today: '2026-11-24',
      sunday: '2026-11-29',
      visibleUntil: '2026-12-01',
      isoWeek: '2026-W48',
    });
    expect(dealWindow(at('2026-11-24T12:00')).visibleUntil).toBe('2026-11-24');
    expect(dealWindow(at('2026-11-29T10:00'))).toMatchObject({ today: '2026-11-29', sunday: '2026-11-29' });
    expect(dealWindow(at('2026-11-30T00:05'))).toMatchObject({ today: '2026-11-30', sunday: '2026-12-06', isoWeek: '2026-W49' });
    expect(dealWindow(at('2027-01-01T09:00')).isoWeek).toBe('2026-W53');
  });
});

describe('typed words', () => {
  it('keeps words of 3 letters or more, no stop words, each once', () => {
    expect(typedWords('lait de vache pour les enfants')).toEqual(['lait', 'vache', 'enfants']);
    expect(typedWords('un 1l du lait lait')).toEqual(['lait']);
    expect(typedWords('de la')).toEqual([]);
  });

  it('tolerates a trailing s or x', () => {
    expect(stem('yaourts')).toBe('yaourt');
    expect(stem('noix')).toBe('noi');
    expect(stem('jus')).toBe('jus');
  });
});

describe('matching', () => {
  const index = indexDeals(ROWS, W);

  it('a product item matches its sku, best deal first (this week, the largest saving)', () => {
    const got = matchItem(index, { key: 'p:MILK1', quantity: 2, sku: 'MILK1', words: null })!;
    expect(got.match).toEqual({ by: 'product' });
    expect(got.deals.map((d) => [d.kind, d.saving])).toEqual([
      ['last_chance', 700],
      ['promo', 200],
    ]);
    expect(got.deals[0]).toMatchObject({ magasin_code: 'M1', catalogue_id: null, week: 'this', regular_price: 1_400, price: 700 });
    expect(got.saving).toBe(1_400);
    expect(matchItem(index, { key: 'p:OTHER', quantity: 1, sku: 'OTHER', words: null })).toBeNull();
  });

  it('« lait » matches the milks, not the lettuce; every word must be found', () => {
    expect(skusWithWords(index, ['lait']).sort()).toEqual(['MILK1', 'MILK2', 'NEXT']);
    expect(skusWithWords(index, ['laitue'])).toEqual(['LETTUCE']);
    expect(skusWithWords(index, ['lait', 'entier'])).toEqual(['MILK2']);
    expect(skusWithWords(index, ['lait', 'fraise'])).toEqual([]);
    const got = matchItem(index, { key: 't:lait', quantity: 1, sku: null, words: 'lait' })!;
    expect(got.match).toEqual({ by: 'words', words: ['lait'] });
    // At most 3 products, each with its best deal: this week first, then the saving.
    expect(got.deals.map((d) => d.sku)).toEqual(['MILK1', 'MILK2', 'NEXT']);
    expect(got.deals.map((d) => d.week)).toEqual(['this', 'this', 'next']);
    expect(got.saving).toBe(700);
  });

  it('a word a link word puts after the name says what the product holds, not what it is', () => {
    expect(headWords('feta au lait de brebis mayel')).toEqual(new Set(['feta', 'mayel']));
    expect(headWords('loukoum a la rose kif')).toEqual(new Set(['loukoum', 'kif']));
    const index = indexDeals(
      [
        ...ROWS,
        row({ sku: 'FETA', words: 'feta au lait de brebis mayel', price: 5_350, base_price: 7_200 }),
        row({ sku: 'BUNS', words: 'pains au lait masmoudi', price: 1_500, base_price: 2_850 }),
        row({ sku: 'OIL', words: 'huile d olive extra vierge', price: 15_000, base_price: 18_000 }),
        row({ sku: 'LOUKOUM', words: 'loukoum a la rose kif', price: 2_000, base_price: 3_000 }),
        row({ sku: 'LOTION', words: 'lait corporel palmolive', price: 10_900, base_price: 15_900, food: false }),
      ],
      W,
    );
    // « lait » is the milks: not the feta made of it, nor the buns; a body lotion comes after the food.
    expect(skusWithWords(index, ['lait']).sort()).toEqual(['LOTION', 'MILK1', 'MILK2', 'NEXT']);
    const milk = matchItem(index, { key: 't:lait', quantity: 1, sku: null, words: 'lait' })!;
    expect(milk.deals.map((d) => d.sku)).toEqual(['MILK1', 'MILK2', 'LOTION']);
    expect(matchItem(index, { key: 't:lait corporel', quantity: 1, sku: null, words: 'lait corporel' })!.deals.map((d) => d.sku)).toEqual([
      'LOTION',
    ]);
    expect(skusWithWords(index, ['feta'])).toEqual(['FETA']);
    expect(skusWithWords(index, ['mayel'])).toEqual(['FETA']);
    expect(skusWithWords(index, ['feta', 'lait'])).toEqual(['FETA']);
    expect(skusWithWords(index, ['pains', 'lait'])).toEqual(['BUNS']);
    // « huile d'olive » is the oil; « olive » alone is olives, not the oil.
    expect(skusWithWords(index, typedWords('huile d olive'))).toEqual(['OIL']);
    expect(skusWithWords(index, ['olive'])).toEqual([]);
    expect(skusWithWords(index, ['rose'])).toEqual([]);
  });

  it('« yaourts » matches « yaourt »; stop words and short words are left out of the match', () => {
    const got = matchItem(index, { key: 't:des yaourts', quantity: 3, sku: null, words: 'des yaourts' })!;
    expect(got.match).toEqual({ by: 'words', words: ['yaourts'] });
    expect(got.saving).toBe(300);
    expect(matchItem(index, { key: 't:de', quantity: 1, sku: null, words: 'de' })).toBeNull();
  });

  it('an item whose deals are all next week saves 0 this week and is not counted', () => {
    const got = matchItem(index, { key: 'p:NEXT', quantity: 4, sku: 'NEXT', words: null })!;
    expect(got).toMatchObject({ saving: 0, deals: [{ week: 'next', from: '2026-11-30', catalogue_id: 202649 }] });
    expect(hasDealThisWeek(index, { sku: 'NEXT', words: null })).toBe(false);
    expect(hasDealThisWeek(index, { sku: null, words: 'lait chocolat' })).toBe(false);
    expect(hasDealThisWeek(index, { sku: null, words: 'laits' })).toBe(true);
  });

  it('totals the items: Σ savings, the items with a deal this week, in the list’s order', () => {
    const sum = summarise(index, [
      { key: 'p:NEXT', quantity: 1, sku: 'NEXT', words: null },
      { key: 't:pain', quantity: 1, sku: null, words: 'pain' },
      { key: 'p:YOG', quantity: 2, sku: 'YOG', words: null },
      { key: 't:laitue', quantity: 1, sku: null, words: 'laitue' },
    ]);
    expect(sum.items.map((i) => i.item)).toEqual(['p:NEXT', 'p:YOG', 't:laitue']);
    expect(sum).toMatchObject({ week: { from: W.today, to: W.sunday }, total_saving: 200 + 300, count_this_week: 2 });
  });

  it('a deal that started before today is shown from today; no saving below 0', () => {
    const index2 = indexDeals(
      [
        row({
          sku: 'X',
          words: 'x',
          from: '2026-11-18',
          to: '2026-11-24',
          kind: 'catalogue',
          catalogue_id: 1,
          price: 2_000,
          base_price: 1_500,
        }),
      ],
      W,
    );
    expect(index2.bySku.get('X')![0]).toMatchObject({ from: W.today, saving: 0, week: 'this' });
  });
});

describe('the weekly count', () => {
  it('counts each item key once per shopper, favourites and list items together, at each shopper’s store', () => {
    const all = indexDeals(ROWS, W);
    const rows = [
      { user_id: 1, item_key: 'p:YOG', sku: 'YOG', quantity: 1, words: null },
      { user_id: 1, item_key: 'p:YOG', sku: 'YOG', quantity: 1, words: null },
      { user_id: 1, item_key: 't:lait', sku: null, quantity: 1, words: 'lait' },
      { user_id: 1, item_key: 'p:NEXT', sku: 'NEXT', quantity: 1, words: null },
      { user_id: 2, item_key: 't:pain', sku: null, quantity: 1, words: 'pain' },
    ];
    expect(countByShopper(rows, all, () => null)).toEqual(new Map([[1, 2]]));
    // The clearance of store M1 counts for its shoppers only.
    const clearance = [{ user_id: 3, item_key: 'p:MILK1', sku: 'MILK1', quantity: 1, words: null }];
    const index = indexDeals(
      [
        ...ROWS.filter((r) => r.kind !== 'promo'),
        row({ sku: 'MILK1', words: 'lait', kind: 'last_chance', magasin_code: 'M2', from: W.today, to: W.sunday }),
      ],
      W,
    );
    expect(countByShopper(clearance, index, () => 'M1')).toEqual(new Map([[3, 1]]));
    expect(countByShopper(clearance, index, () => 'M3')).toEqual(new Map());
    expect(hasDealThisWeek(index, { sku: null, words: 'lait vitalait' }, 'M2')).toBe(true);
    expect(hasDealThisWeek(index, { sku: null, words: 'lait vitalait' }, null)).toBe(false);
  });
});

describe('the push’s texts', () => {
  it('says the count in French and in every Arabic plural form', () => {
    expect(listDealsTexts(1)).toMatchObject({
      title_fr: 'Cette semaine sur ma liste',
      title_ar: 'هذا الأسبوع في قائمتي',
      body_fr: '1 article de votre liste est en promo cette semaine',
      body_ar: 'منتج واحد من قائمتك في عرض هذا الأسبوع',
    });
    expect(listDealsTexts(4).body_fr).toBe('4 articles de votre liste sont en promo cette semaine');
    expect(listDealsTexts(2).body_ar).toBe('منتجان من قائمتك في عرض هذا الأسبوع');
    const digits = (s: string) => s.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
    expect(digits(listDealsTexts(4).body_ar)).toBe('4 منتجات من قائمتك في عرض هذا الأسبوع');
    expect(digits(listDealsTexts(11).body_ar)).toBe('11 منتجًا من قائمتك في عرض هذا الأسبوع');
    expect(digits(listDealsTexts(100).body_ar)).toBe('100 منتج من قائمتك في عرض هذا الأسبوع');
  });
});
