import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Pack } from '../../db/tables/products.ts';
import type { ProductPicture } from './render/product-image.ts';
import type { TileData } from './render/tile.ts';

/** SQL only: what the images show. */
export function createMediaRepository(db: Kysely<DB>) {
  return {
    productPicture(sku: string): Promise<(ProductPicture & { image_key: string | null }) | undefined> {
      return db
        .selectFrom('products')
        .select(['sku', 'name', 'marque', 'size', 'pack', 'category_id', 'image_key'])
        .where('sku', '=', sku)
        .executeTakeFirst();
    },

    catalogue(id: number) {
      return (
        db
          .selectFrom('catalogues')
          .select([
            'id',
            'name',
            'name_ar',
            'page_count',
            sql<string>`to_char(oc_debut, 'YYYY-MM-DD')`.as('start'),
            sql<string>`to_char(oc_fin, 'YYYY-MM-DD')`.as('end'),
          ])
          .where('id', '=', id)
          // A draft's pages are never drawn for anyone (docs/catalogue-admin.md#publishing).
          .where('published_at', 'is not', null)
          .executeTakeFirst()
      );
    },

    /** Whether `key` is the image of that page of the catalogue (docs/catalogue-admin.md#pages). */
    async isPageImage(catalogueId: number, page: number, key: string): Promise<boolean> {
      const row = await db
        .selectFrom('catalogue_pages')
        .select('page')
        .where('catalogue_id', '=', catalogueId)
        .where('page', '=', page)
        .where('image_key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },

    page(catalogueId: number, page: number) {
      return db
        .selectFrom('catalogue_pages')
        .select(['layout', 'title', 'title_ar'])
        .where('catalogue_id', '=', catalogueId)
        .where('page', '=', page)
        .executeTakeFirst();
    },

    pageTiles(catalogueId: number, page: number): Promise<TileData[]> {
      return db
        .selectFrom('catalogue_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select(['p.sku', 'p.name', 'p.marque', 'p.size', 'p.pack', 'p.category_id'])
        .select(['cp.x', 'cp.y', 'cp.w', 'cp.h', 'cp.price', 'cp.old_price', 'cp.remise'])
        .where('cp.catalogue_id', '=', catalogueId)
        .where('cp.page', '=', page)
        .orderBy('cp.position')
        .execute();
    },

    async category(categoryId: number) {
      const category = await db
        .selectFrom('categories')
        .select(['category_id', 'category_name'])
        .where('category_id', '=', categoryId)
        .executeTakeFirst();
      if (!category) return undefined;
      const typical = await db
        .selectFrom('products')
        .select(['pack', sql<string>`min(name)`.as('sample')])
        .where('category_id', '=', categoryId)
        .groupBy('pack')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('pack')
        .limit(1)
        .executeTakeFirst();
      return { ...category, pack: (typical?.pack ?? 'box') as Pack, sample: typical?.sample ?? '' };
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
