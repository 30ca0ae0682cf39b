import { z } from 'zod';
import { IdList, PageQuery, paged, PlainDate } from './pagination.ts';
import { LangParam } from './lang.ts';

/** The seven weekday promo flags (1 = this product is that day's promo), then Super Friday. */
export const DayFlags = {
  super_lundi: z.number().int().min(0).max(1),
  super_mardi: z.number().int().min(0).max(1),
  super_mercredi: z.number().int().min(0).max(1),
  super_jeudi: z.number().int().min(0).max(1),
  super_vendredi: z.number().int().min(0).max(1),
  super_samedi: z.number().int().min(0).max(1),
  super_dimanche: z.number().int().min(0).max(1),
  super_friday: z.number().int().min(0).max(1),
};

/** A product as the screens show it. Money in integer millimes. */
export const Product = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    ean: z.string().describe('EAN-13 barcode'),
    name: z.string(),
    description: z.string(),
    short_description: z.string(),
    marque: z.string().nullable().describe('Brand'),
    size: z.string().nullable(),
    image: z.string().describe('URL of the product picture (long-lived cache)'),
    price: z.number().int().describe('Current price, millimes'),
    old_price: z.number().int().describe('Price before discount, millimes'),
    new_price: z.number().int().describe('Discounted price, millimes (= price)'),
    remise: z.number().int().describe('Discount percent, 0 when none'),
    plus: z.string().nullable().describe('Extra text line'),
    category_id: z.number().int(),
    category_name: z.string().describe('Category name, AUTRES when unknown'),
    category_kind: z.enum(['food', 'hygiene', 'nonfood', 'default']),
    category_ids: z.array(z.number().int()).describe('Aisles, incl. 695 (current catalogue) and 726 (banner)'),
    ...DayFlags,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

export const ProductPage = paged(Product).meta({ id: 'ProductPage' });
export type ProductPage = z.infer<typeof ProductPage>;

export const ProductListQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional().describe('Text search, accent- and case-insensitive'),
  category_ids: IdList.optional().describe('Aisles, comma-separated category ids'),
  oc_debut: PlainDate.optional().describe('Products of the catalogues overlapping this range: start'),
  oc_fin: PlainDate.optional().describe('… and end (both or neither)'),
  kind: z.enum(['food', 'nonfood']).optional().describe('food = food and hygiene; nonfood = the rest'),
  lang: LangParam,
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const ProductIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ProductSkuParams = z.object({ sku: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid sku') });

/** GET /products/search: one search for the whole range (docs/products.md#one-search). */
export const ProductSearchQuery = PageQuery.extend({
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('Name, brand, category (French or Arabic), EAN or article code; accents, case and small typos forgiven'),
  magasin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'invalid store code')
    .optional()
    .describe("The shopper's store: its last-chance offer and price"),
  lang: LangParam,
});
export type ProductSearchQuery = z.input<typeof ProductSearchQuery>;

/** How a search hit matched, best first. */
export const SearchMatch = z.enum(['barcode', 'word', 'category', 'prefix', 'substring', 'close']);
export type SearchMatch = z.infer<typeof SearchMatch>;

/** A product found by the search, with today's offers. Money in millimes. */
export const ProductSearchHit = Product.extend({
  match: SearchMatch.describe(
    'barcode (EAN or article code), word (a whole word of the name or brand), category (a whole word of its aisle), prefix (a word start), substring (inside a word), close (close spelling)',
  ),
  deal: z
    .object({
      kind: z.enum(['promo', 'catalogue']).describe("promo: today's daily promo; catalogue: a catalogue running today"),
      price: z.number().int(),
      old_price: z.number().int(),
      remise: z.number().int(),
    })
    .nullable()
    .describe("Today's lowest promo or catalogue price, null when none is below the shelf price"),
  last_chance: z
    .object({
      magasin: z.string(),
      price: z.number().int(),
      old_price: z.number().int(),
      remise: z.number().int(),
      stock: z.number().int(),
    })
    .nullable()
    .describe("The last-chance offer in the shopper's store (magasin), null when none or no store given"),
  store_price: z.number().int().describe("Today's lowest price for the shopper: shelf, promo, catalogue or last chance in their store"),
}).meta({ id: 'ProductSearchHit' });
export type ProductSearchHit = z.infer<typeof ProductSearchHit>;

export const ProductSearchPage = paged(ProductSearchHit).meta({ id: 'ProductSearchPage' });
export type ProductSearchPage = z.infer<typeof ProductSearchPage>;
