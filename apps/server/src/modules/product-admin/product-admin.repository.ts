import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { productMatches } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';
import type { ProductsTable } from '../../db/tables/products.ts';
import type { AuditQuery } from '../admin/audit.ts';
import { DEFAULT_CATEGORY_NAME } from '../products/product.mapper.ts';

/** A product row as the back office shows it. */
export interface AdminProductRow {
  id: number;
  sku: string;
  ean: string;
  name: string;
  marque: string | null;
  size: string | null;
  short_description: string;
  short_description_ar: string | null;
  description: string;
  description_ar: string | null;
  category_id: number;
  category_name: string;
  base_price: number;
  price: number;
  old_price: number;
  remise: number;
  image_version: number;
  image_key: string | null;
}

export interface AdminProductFilter {
  q?: string | undefined;
  category?: number | undefined;
}

/** SQL only: products for the back office (search, one, change, creation). */
export function createProductAdminRepository(db: Kysely<DB>) {
  const withColumns = (q: AuditQuery) =>
    q
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.category_id', 'p.category_id')
      .select([
        'p.id',
        'p.sku',
        'p.ean',
        'p.name',
        'p.marque',
        'p.size',
        'p.short_description',
        'p.short_description_ar',
        'p.description',
        'p.description_ar',
        'p.category_id',
        sql<string>`coalesce(c.category_name, ${sql.lit(DEFAULT_CATEGORY_NAME)})`.as('category_name'),
        'p.base_price',
        'p.price',
        'p.old_price',
        'p.remise',
        'p.image_version',
        'p.image_key',
      ]);

  // Name or brand through the trigram index on search_text (0009), or an exact sku or EAN (unique indexes).
  const filtered = (f: AdminProductFilter) =>
    db
      .selectFrom('products as p')
      .$if(Boolean(f.q), (qb) => qb.where((eb) => productMatches(eb, f.q ?? '')))
      .$if(f.category !== undefined, (qb) => qb.where('p.category_id', '=', f.category ?? 0));

  return {
    ...handlesOf(db),

    async search(f: AdminProductFilter, limit: number, offset: number) {
      const ids = filtered(f).select('p.id').orderBy('p.id').limit(limit).offset(offset);
      const [rows, count] = await Promise.all([
        withColumns(db).where('p.id', 'in', ids).orderBy('p.id').execute(),
        filtered(f)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },

    bySku: (sku: string, q: AuditQuery = db): Promise<AdminProductRow | undefined> =>
      withColumns(q).where('p.sku', '=', sku).executeTakeFirst(),

    async categoryExists(categoryId: number): Promise<boolean> {
      const row = await db.selectFrom('categories').select('id').where('category_id', '=', categoryId).executeTakeFirst();
      return row !== undefined;
    },

    async taken(sku: string | undefined, ean: string) {
      const rows = await db
        .selectFrom('products')
        .select(['sku', 'ean'])
        .where((eb) => eb.or([eb('ean', '=', ean), ...(sku ? [eb('sku', '=', sku)] : [])]))
        .execute();
      return { sku: rows.some((r) => r.sku === sku), ean: rows.some((r) => r.ean === ean) };
    },

    /** The next product id (the primary key index's last). */
    async nextId(): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select(sql<number>`coalesce(max(id), 0)::int`.as('max'))
        .executeTakeFirstOrThrow();
      return row.max + 1;
    },

    async skuFree(sku: string): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst()) === undefined;
    },

    update: (trx: AuditQuery, sku: string, patch: Updateable<ProductsTable>) =>
      trx.updateTable('products').set(patch).where('sku', '=', sku).execute(),

    insert: (trx: AuditQuery, row: Insertable<ProductsTable>) => trx.insertInto('products').values(row).execute(),

    /** Points the product at a new uploaded photo and moves its image version on. */
    setImage: (trx: AuditQuery, sku: string, key: string) =>
      trx
        .updateTable('products')
        .set((eb) => ({ image_key: key, image_version: eb('image_version', '+', 1) }))
        .where('sku', '=', sku)
        .execute(),
  };
}

export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;

/** The columns a back-office edit changes (docs/architecture.md#layers). */
export type ProductPatch = Updateable<ProductsTable>;
