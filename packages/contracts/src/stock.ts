import { z } from 'zod';
import { LangParam } from './lang.ts';
import { MagasinCode, Store } from './stores.ts';

/** The chain's article code. */
export const ArticleCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku');

/** At most this many store codes in `stores=`: what one screen shows (docs/stock.md#api). */
export const STOCK_STORES_MAX = 50;
/** Page size of the stores that have an article: default and most (docs/stock.md#api). */
export const STOCK_PAGE_DEFAULT = 20;
export const STOCK_PAGE_MAX = 50;

/** Comma-separated store codes, e.g. "TN0001,TN0002" (at most STOCK_STORES_MAX, duplicates ignored). */
export const MagasinCodeList = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}(,[A-Za-z0-9_-]{1,20})*$/, 'expected comma-separated store codes like TN0001,TN0002')
  .transform((s) => [...new Set(s.split(','))])
  .refine(
    (codes) => codes.length <= STOCK_STORES_MAX,
    `at most ${STOCK_STORES_MAX} store codes (a screen's worth); without stores= the answer is paged`,
  );

/** A governorate or delegation name to filter on (matched case- and accent-insensitively). */
const PlaceFilter = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 32 || c === '<' || c === '>'), 'invalid name');

/**
 * GET /stock?sku=: either `stores=` (those stores, STOCK 0 when no row) or, without it, the stores
 * that have the article (STOCK > 0), a page at a time, nearest first around lat/lng when given.
 */
export const StockQuery = z.object({
  sku: ArticleCode.describe("The article's sku"),
  stores: MagasinCodeList.optional().describe(
    `Store codes, comma-separated, at most ${STOCK_STORES_MAX}: exactly those stores, by code, a store without a row has STOCK 0; not with the paging parameters`,
  ),
  lat: z.coerce
    .number()
    .min(-90)
    .max(90)
    .optional()
    .describe('Latitude, degrees (with lng): the stores that have it come nearest first, with distance_m'),
  lng: z.coerce.number().min(-180).max(180).optional().describe('Longitude, degrees (with lat)'),
  current: MagasinCode.optional().describe("The shopper's store: first on the first page, with its stock even when 0"),
  gouvernorat: PlaceFilter.optional().describe('Only the stores of this governorate (case and accents ignored)'),
  delegation: PlaceFilter.optional().describe('Only the stores of this delegation (case and accents ignored)'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STOCK_PAGE_MAX)
    .optional()
    .describe(`Stores per page, default ${STOCK_PAGE_DEFAULT}, at most ${STOCK_PAGE_MAX}`),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'expected the next value of the previous page')
    .optional()
    .describe("Opaque: the previous page's next; omitted → the first page"),
  lang: LangParam,
});
export type StockQuery = z.input<typeof StockQuery>;

/** One store's stock of an article. A store without a stock row has STOCK 0 and updated_at null. */
export const StockRow = z
  .object({
    Magasin_Code: z.string(),
    Article_Code: z.string(),
    STOCK: z.number().int().min(0),
    updated_at: z.string().nullable().describe('ISO time the quantity was counted ("stock at time" note); null when no row'),
    store: Store,
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof StockRow>;

export const StockResponse = z
  .object({
    items: z
      .array(StockRow)
      .describe(
        'With stores=: one row per store, by code. Else the stores that have it: the current store first, then nearest first (by code without a position)',
      ),
    next: z.string().nullable().describe('The cursor of the next page; null on the last page (always null with stores=)'),
  })
  .meta({ id: 'Stock' });
export type StockResponse = z.infer<typeof StockResponse>;
