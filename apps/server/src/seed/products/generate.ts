import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../db/tables/products.ts';
import { hash32 } from '../prng.ts';
import type { ReferenceData } from '../reference.ts';
import { EanFactory } from './codes.ts';
import { ORIGIN_LINES, description, plusLine, shortDescription } from './describe.ts';
import { generatedDrafts } from './generated.ts';
import { offDrafts } from './off.ts';
import { promoPrice, regularPrice } from './pricing.ts';
import { foldKey } from './text.ts';
import type { ProductDraft } from './types.ts';

/** A generated product; its Arabic texts (the `_ar` columns) are filled after the insert (seed/arabic-fill.ts). */
export type ProductRow = Omit<Selectable<ProductsTable>, 'plus_ar' | 'short_description_ar' | 'description_ar' | 'image_key'>;

export interface SeedProduct extends ProductRow {
  /** Never promoted (alcohol). */
  noPromo: boolean;
}

/** Article codes are 6 digits, the product id plus 100000. */
export const skuOf = (id: number) => String(100_000 + id);

/** About one product in twelve has a standing "prix barré" outside the catalogues. */
export function standingPrice(sku: string, base: number) {
  const h = hash32(`standing:${sku}`);
  return h % 12 === 0 ? promoPrice(base, [10, 15, 20, 25, 30][(h >>> 4) % 5]!) : regularPrice(base);
}

function originLine(d: ProductDraft, ean: string): string | null {
  if (d.fresh) return ORIGIN_LINES.fresh;
  if (ean.startsWith('619')) return ORIGIN_LINES.tunisia;
  return null;
}

function productName(d: ProductDraft): string {
  if (!d.marque || foldKey(d.base).includes(foldKey(d.marque))) return d.base;
  return `${d.base} ${d.marque}`;
}

/**
 * Every product: the 1,036 real ones first (their real EAN), then the generated lines. Prices are
 * the regular shelf prices; the week's promotions are applied later (applyWeekState).
 */
export function generateProducts(ref: ReferenceData): SeedProduct[] {
  const real = offDrafts(ref.products);
  const eans = new EanFactory(real.map((d) => d.ean!));
  const drafts = [...real, ...generatedDrafts()];
  return drafts.map((d, i) => {
    const id = i + 1;
    const sku = skuOf(id);
    const ean = d.ean ?? eans.next(d);
    const name = productName(d);
    return {
      id,
      sku,
      ean,
      name,
      description: description(name, d.size, d.categoryId, originLine(d, ean)),
      short_description: shortDescription(d.pack, d.size, d.categoryId, d.fresh === true),
      marque: d.marque,
      size: d.size,
      category_id: d.categoryId,
      category_ids: [d.categoryId],
      base_price: d.basePrice,
      ...standingPrice(sku, d.basePrice),
      plus: d.noPromo ? null : plusLine(sku, d.categoryId),
      super_lundi: 0,
      super_mardi: 0,
      super_mercredi: 0,
      super_jeudi: 0,
      super_vendredi: 0,
      super_samedi: 0,
      super_dimanche: 0,
      super_friday: 0,
      pack: d.pack,
      image_version: 1,
      source: d.source,
      noPromo: d.noPromo === true,
    };
  });
}
