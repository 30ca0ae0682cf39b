import { z } from 'zod';
import { LangParam } from './lang.ts';
import { Store } from './stores.ts';

/** The chain's article code. */
export const ArticleCode = z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku');

/** Comma-separated store codes, e.g. "TN0001,TN0002" (at most 400). */
export const MagasinCodeList = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}(,[A-Za-z0-9_-]{1,20}){0,399}$/, 'expected comma-separated store codes like TN0001,TN0002')
  .transform((s) => [...new Set(s.split(','))]);

/** GET /stock?sku=&stores=: stock of one article in some stores (stores omitted → every store). */
export const StockQuery = z.object({
  sku: ArticleCode.describe("The article's sku"),
  stores: MagasinCodeList.optional().describe('Store codes, comma-separated; omitted → all stores'),
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
  .object({ items: z.array(StockRow).describe('One row per requested store, by store code') })
  .meta({ id: 'Stock' });
export type StockResponse = z.infer<typeof StockResponse>;
