import { z } from 'zod';
import { LangParam } from './lang.ts';
import { MagasinCode } from './stores.ts';

/**
 * « Cette semaine sur ma liste » (issue 38 item 1, docs/shopping-lists.md#this-week-on-my-list): the
 * items of a shopping list, or the favourites, that are in this week's or next week's catalogue, a
 * daily promo or a last-chance offer at the shopper's store, with the saving. Money in integer
 * millimes; days are Tunis days, YYYY-MM-DD.
 */

/** A plain Tunis date in an answer, "YYYY-MM-DD". */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The week a deals answer counts: today to this week's Sunday. */
const ThisWeek = z.object({ from: Day.describe('Today (Tunis)'), to: Day.describe("This week's Sunday (Tunis)") });

/** GET /lists/:id/deals and GET /favorites/deals. */
export const ListDealsQuery = z.object({
  magasin: MagasinCode.optional().describe(
    "The shopper's store (its last-chance offers count). Absent: the store the shopper chose, kept on the server " +
      '(GET/PUT /users/me/store); none kept: chain-wide deals only (catalogues and daily promos, no last chance). ' +
      'Unknown → 404 STORE_NOT_FOUND',
  ),
  lang: LangParam,
});
export type ListDealsQuery = z.input<typeof ListDealsQuery>;

export const DealKind = z.enum(['catalogue', 'promo', 'last_chance']);
export type DealKind = z.infer<typeof DealKind>;

/** Which week a deal belongs to. */
export const DealWeek = z.enum(['this', 'next']);
export type DealWeek = z.infer<typeof DealWeek>;

/** One deal on one product. */
export const Deal = z
  .object({
    kind: DealKind.describe('catalogue: a published catalogue; promo: a daily promo; last_chance: a last-chance offer at the store'),
    sku: z.string(),
    name: z.string().describe('The product’s name in ?lang'),
    image: z.string().describe('The product’s picture URL (as GET /products gives it)'),
    price: z.number().int().describe('The deal’s unit price, millimes'),
    regular_price: z.number().int().describe('The product’s regular (base) price, millimes'),
    saving: z.number().int().min(0).describe('regular_price − price per unit, never below 0, millimes'),
    from: Day.describe('First day the deal runs (Tunis)'),
    to: Day.describe('Last day the deal runs (Tunis)'),
    week: DealWeek.describe(
      "this: runs on some day from today to this week's Sunday; next: only from next Monday on (a next-week catalogue shoppers can already see)",
    ),
    catalogue_id: z.number().int().nullable().describe('The catalogue (kind catalogue only), else null'),
    magasin_code: z.string().nullable().describe('The store of a last-chance offer (kind last_chance only), else null'),
  })
  .meta({ id: 'ListDeal' });
export type Deal = z.infer<typeof Deal>;

/** Why an item matched: its product, or the words of a typed item found in the product's name. */
export const DealMatch = z
  .discriminatedUnion('by', [
    z.object({ by: z.literal('product') }),
    z.object({
      by: z.literal('words'),
      words: z.array(z.string()).min(1).describe('The typed words that matched (normalised: lower case, no accents)'),
    }),
  ])
  .meta({ id: 'ListDealMatch' });
export type DealMatch = z.infer<typeof DealMatch>;

/** One item of the list (or one favourite) with its deals. */
export const ItemDeals = z
  .object({
    item: z.string().describe('The list item’s key, p:<sku> or t:<text>; for the favourites p:<sku>'),
    quantity: z.number().int().min(1).describe('The item’s quantity (1 for a favourite)'),
    match: DealMatch,
    deals: z
      .array(Deal)
      .min(1)
      .describe(
        'Best first: this week before next, then the largest saving. A product item: its deals. A typed item: at most 3 products, each with its best deal',
      ),
    saving: z
      .number()
      .int()
      .min(0)
      .describe("quantity × the best this-week deal's saving, millimes; 0 when the item's deals are all next week"),
  })
  .meta({ id: 'ListItemDeals' });
export type ItemDeals = z.infer<typeof ItemDeals>;

/** A list's (or the favourites') deals this week and next. */
export const ListDeals = z
  .object({
    list_id: z.number().int().nullable().describe('The list; null for the favourites'),
    magasin_code: z.string().nullable().describe('The store whose last-chance offers count; null: chain-wide deals only'),
    week: ThisWeek,
    total_saving: z.number().int().min(0).describe("Σ the items' saving: what the list would save this week, millimes"),
    count_this_week: z.number().int().min(0).describe('How many items have a deal this week'),
    items: z.array(ItemDeals).describe('Only the visible, unticked items with at least one deal, in the list’s order'),
  })
  .meta({ id: 'ListDeals' });
export type ListDeals = z.infer<typeof ListDeals>;

/** One list's count in GET /lists/deal-counts: what its card on the lists screen says. */
export const ListDealCount = z
  .object({
    list_id: z.number().int(),
    count_this_week: z.number().int().min(0).describe('How many of its items have a deal this week (as GET /lists/:id/deals)'),
    total_saving: z.number().int().min(0).describe('What the list would save this week, millimes (as GET /lists/:id/deals)'),
  })
  .meta({ id: 'ListDealCount' });
export type ListDealCount = z.infer<typeof ListDealCount>;

/** GET /lists/deal-counts: every active list the caller owns or shares, in one answer. */
export const ListDealCounts = z
  .object({
    magasin_code: z.string().nullable().describe('The store whose last-chance offers count; null: chain-wide deals only'),
    week: ThisWeek,
    lists: z.array(ListDealCount).describe('Each active list the caller owns or is a member of, by id; a list without a deal has 0'),
  })
  .meta({ id: 'ListDealCounts' });
export type ListDealCounts = z.infer<typeof ListDealCounts>;

/** The weekly push « N articles de votre liste sont en promo cette semaine » (off by default). */
export const ListDealsAlert = z
  .strictObject({
    enabled: z.boolean().describe('Off by default'),
    weekday: z.number().int().min(1).max(7).describe('1 = Monday … 7 = Sunday (Tunis); default 4'),
    hour: z.number().int().min(8).max(21).describe('Hour of the day in Tunis, 8 to 21; default 9'),
  })
  .meta({ id: 'ListDealsAlert' });
export type ListDealsAlert = z.infer<typeof ListDealsAlert>;

export const LIST_DEALS_ALERT_DEFAULT: ListDealsAlert = { enabled: false, weekday: 4, hour: 9 };
