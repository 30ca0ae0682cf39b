import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { ArticleCode } from './stock.ts';
import { MagasinCode, Store } from './stores.ts';
import { LangParam } from './lang.ts';

const BoolParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A last-chance offer of one store (the spec's fields) plus what the cards show. Money in millimes. */
export const LastChanceItem = z
  .object({
    ARTICLE: z.string().describe('sku'),
    MAGASIN: z.string().describe('Store code'),
    NOUVEAU_PV: z.number().int().describe('New price, millimes'),
    ANCIEN_PV: z.number().int().describe('Old price, millimes'),
    REMISE: z.number().int().describe('Discount percent'),
    STOCK_DISPO: z.number().int().describe('Quantity left at that price in that store'),
    DESC_ARTICLE: z.string(),
    product_id: z.number().int(),
    name: z.string(),
    image: z.string().describe('URL of the product picture'),
    category_id: z.number().int(),
    category_name: z.string(),
    storename: z.string(),
  })
  .meta({ id: 'LastChanceItem' });
export type LastChanceItem = z.infer<typeof LastChanceItem>;

export const LastChancePage = paged(LastChanceItem).meta({ id: 'LastChancePage' });
export type LastChancePage = z.infer<typeof LastChancePage>;

/**
 * GET /last-chance. limit: at most that many items over all pages (0 = all; the home fetch uses 22);
 * pages are still at most 100. distinct: one row per sku (its lowest price, then largest stock).
 * q: search terms separated by commas; an item matches when its name contains every term
 * (accent- and case-insensitive; blank and duplicate terms ignored).
 */
export const LastChanceQuery = PageQuery.extend({
  magasin: MagasinCode.optional().describe('Only this store'),
  limit: z.coerce.number().int().min(0).max(10_000).default(0).describe('0 = all (still paged); the home fetch uses 22'),
  distinct: BoolParam.default(false).describe('One row per sku'),
  category: z.coerce.number().int().min(0).max(2_147_483_647).optional().describe('CATEGORY_ID'),
  q: z.string().max(200).optional().describe('Comma-separated terms, every one must be in the name'),
  lang: LangParam,
});
export type LastChanceQuery = z.input<typeof LastChanceQuery>;

export const LastChanceCategory = z
  .object({
    ID: z.number().int(),
    CATEGORY_ID: z.number().int(),
    CATEGORY_NAME: z.string(),
    IMAGE: z.string().nullable(),
    count: z.number().int().describe('Distinct skus on last chance in it'),
  })
  .meta({ id: 'LastChanceCategory' });
export type LastChanceCategory = z.infer<typeof LastChanceCategory>;

export const LastChanceCategoriesQuery = z.object({
  magasin: MagasinCode.optional().describe('Only categories with items in this store'),
  lang: LangParam,
});
export const LastChanceCategories = z
  .object({ categories: z.array(LastChanceCategory).describe('By name') })
  .meta({ id: 'LastChanceCategories' });
export type LastChanceCategories = z.infer<typeof LastChanceCategories>;

/** GET /last-chance/stock?sku=: the last-chance offer of a sku in every store that has one. */
export const LastChanceStockQuery = z.object({ sku: ArticleCode, lang: LangParam });
export const LastChanceStockRow = z
  .object({
    MAGASIN: z.string(),
    ARTICLE: z.string(),
    STOCK_DISPO: z.number().int(),
    NOUVEAU_PV: z.number().int(),
    ANCIEN_PV: z.number().int(),
    REMISE: z.number().int(),
    store: Store,
  })
  .meta({ id: 'LastChanceStockRow' });
export type LastChanceStockRow = z.infer<typeof LastChanceStockRow>;
export const LastChanceStockResponse = z
  .object({ items: z.array(LastChanceStockRow).describe('By store code') })
  .meta({ id: 'LastChanceStock' });
export type LastChanceStockResponse = z.infer<typeof LastChanceStockResponse>;

// The alerts' schemas and limits (docs/last-chance.md#alerts) come with the offers'.
export * from './last-chance-alerts.ts';
