import { z } from 'zod';
import { MagasinCode } from './stores.ts';

/** A plain Tunis date in an answer, "YYYY-MM-DD". */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The kinds of price the price log records (docs/products.md#price-history). */
export const PriceKind = z.enum(['regular', 'promo', 'last_chance']);
export type PriceKind = z.infer<typeof PriceKind>;

/** GET /products/sku/:sku/price-history: the shopper's store (optional: without it, chain-wide prices only). */
export const PriceHistoryQuery = z.object({
  magasin: MagasinCode.optional().describe("The shopper's store: its last-chance offers count; without it, chain-wide prices only"),
});
export type PriceHistoryQuery = z.input<typeof PriceHistoryQuery>;

/** One week of the chart: its Monday, the regular price at its end, its lowest promo and last-chance prices. */
export const PriceHistoryPoint = z.object({
  date: Day.describe("The week's Monday (Tunis), YYYY-MM-DD"),
  regular: z.number().int().describe("The regular price on the week's last day in the window, millimes"),
  promo: z.number().int().nullable().describe('The lowest promo price during the week, millimes; null when none'),
  last_chance: z.number().int().nullable().describe('The lowest last-chance price during the week at the store, millimes; null when none'),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPoint>;

/**
 * A product's prices over the last 12 months at a store (docs/products.md#price-history), from the
 * price log. Money in integer millimes.
 */
export const PriceHistory = z
  .object({
    sku: z.string(),
    magasin_code: z.string().nullable().describe('The store asked for; null: chain-wide prices only'),
    from: Day.describe('First day of the window: today − 12 months (Tunis)'),
    to: Day.describe('Last day of the window: today (Tunis)'),
    points: z.array(PriceHistoryPoint).describe('One a week (the Mondays from `from` to `to`), oldest first: 52 or 53 points'),
    now: z
      .object({
        price: z.number().int().describe('The lowest price available today at the store, millimes'),
        kind: PriceKind.describe('Which price it is (a last-chance offer wins a tie, then a promo)'),
      })
      .describe('Today'),
    lowest_30_days: z
      .number()
      .int()
      .nullable()
      .describe(
        'When a reduction runs (now.kind is not regular): the lowest price of any kind during the 30 days before it started; else null',
      ),
    lowest_since_months: z
      .number()
      .int()
      .min(2)
      .max(24)
      .nullable()
      .describe('N when today’s price is strictly below every price of the last N months (the largest such N, 2 to 24); else null'),
  })
  .meta({ id: 'PriceHistory' });
export type PriceHistory = z.infer<typeof PriceHistory>;
