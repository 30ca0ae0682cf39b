import { productImageUrl } from '@qadhya/contracts';
import type { Db, PriceQuery, ShoppingListsRepository } from './shopping-lists.repository.ts';

/** What a list item shows of its product, and today's unit price (docs/shopping-lists.md#score-and-promo-deduite). */
export interface SkuInfo {
  name: string;
  /** The size printed on the pack, else the short description in the language (French fallback). */
  desc: string | null;
  /** The product picture, the same URL as GET /products gives. */
  image: string | null;
  /** Today's unit price in the shopper's store, millimes: the lowest of the four prices below. */
  price: number;
  /** The product's regular shelf price (base_price), millimes. */
  regular_price: number;
}

/** Today in Tunis (YYYY-MM-DD), the shopper's store (its last-chance prices count) and language. */
export type PricingOptions = PriceQuery;

/**
 * Today's prices of `skus`, in one query (docs/shopping-lists.md#score-and-promo-deduite): the lowest
 * of the product's price, today's daily promo price, the price in a published catalogue running
 * today and the last-chance price in `store` (the repository's priceRows). Unknown skus are absent.
 */
export async function pricesFor(
  repo: Pick<ShoppingListsRepository, 'priceRows'>,
  q: Db,
  skus: string[],
  opts: PricingOptions,
): Promise<Map<string, SkuInfo>> {
  const wanted = [...new Set(skus)];
  const out = new Map<string, SkuInfo>();
  if (wanted.length === 0) return out;
  const rows = await repo.priceRows(q, wanted, opts);
  for (const r of rows) {
    const size = r.size?.trim() ? r.size : null;
    const short = r.short?.trim() ? r.short : null;
    out.set(r.sku, {
      name: r.name,
      desc: size ?? short,
      image: productImageUrl(r.sku, r.image_version),
      price: Number(r.price),
      regular_price: r.base_price,
    });
  }
  return out;
}
