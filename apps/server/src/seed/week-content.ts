import type { Insertable } from 'kysely';
import type { CataloguePagesTable, CatalogueProductsTable, CataloguesTable } from '../db/tables/catalogues.ts';
import { generateCatalogue, promotableByCategory } from './catalogues/generate.ts';
import type { SeedProduct } from './products/generate.ts';
import { generatePromos, type PromoRow } from './promos/generate.ts';

/** Catalogues and daily promos of a run of weeks. */
export interface WeeksContent {
  catalogues: Insertable<CataloguesTable>[];
  cataloguePages: Insertable<CataloguePagesTable>[];
  catalogueProducts: Insertable<CatalogueProductsTable>[];
  promos: PromoRow[];
}

/** Content of the weeks starting on each of `starts` (Wednesdays); each week depends only on its date. */
export function generateWeeks(starts: readonly string[], products: readonly SeedProduct[]): WeeksContent {
  const pool = promotableByCategory(products);
  const out: WeeksContent = { catalogues: [], cataloguePages: [], catalogueProducts: [], promos: [] };
  for (const start of starts) {
    const c = generateCatalogue(start, pool);
    out.catalogues.push(c.row);
    out.cataloguePages.push(...c.pages);
    out.catalogueProducts.push(...c.items);
    out.promos.push(...generatePromos(start, pool));
  }
  return out;
}

/** Products a week's content puts forward: they get stock rows in every store that carries them. */
export function productIdsOf(content: WeeksContent): Set<number> {
  return new Set([...content.catalogueProducts.map((i) => i.product_id), ...content.promos.map((p) => p.product_id)]);
}
