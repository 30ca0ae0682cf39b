import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from '../products/product.mapper.ts';

/** Most products one brand page lists (docs/brands.md#api). */
export const BRAND_PRODUCTS_MAX = 500;

export interface BrandRow {
  key: string;
  product_count: number;
  /** The first product's sku and picture version, for the brand's picture. */
  sku: string;
  image_version: number;
}

/** SQL only: products of the chain's own brands, by lower(marque) (index products_marque_idx). */
export function createBrandsRepository(db: Kysely<DB>) {
  return {
    async counts(keys: string[]): Promise<BrandRow[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('products as p')
        .select([
          sql<string>`lower(p.marque)`.as('key'),
          sql<number>`count(*)::int`.as('product_count'),
          sql<string>`(array_agg(p.sku order by p.id))[1]`.as('sku'),
          sql<number>`(array_agg(p.image_version order by p.id))[1]`.as('image_version'),
        ])
        .where(sql<boolean>`lower(p.marque) in (${sql.join(keys)})`)
        .groupBy(sql`lower(p.marque)`)
        .execute();
    },

    /** The brand's products with their category, by category name then product name. */
    products(key: string, lang: Lang): Promise<ProductRow[]> {
      return db
        .selectFrom('products as p')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(productColumnsIn(lang))
        .select(['p.price', 'p.old_price', 'p.remise', plusSql('p', lang).as('plus')])
        .where(sql<boolean>`lower(p.marque) = ${key}`)
        .orderBy('category_name')
        .orderBy('p.name')
        .orderBy('p.id')
        .limit(BRAND_PRODUCTS_MAX)
        .execute() as Promise<ProductRow[]>;
    },

    async total(key: string): Promise<number> {
      const row = await db
        .selectFrom('products as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(sql<boolean>`lower(p.marque) = ${key}`)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
