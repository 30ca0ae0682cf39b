import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ScanLogTable } from '../../db/tables/content-admin.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from '../products/product.mapper.ts';
import { storeColumnsIn } from '../../db/store-columns.ts';
import { type StoreRow } from '../stores/store.mapper.ts';

/** SQL only: the product of a barcode (or sku), a store, and that product's price and stock there. */
export function createScanRepository(db: Kysely<DB>) {
  return {
    /** Adds lines to the scan log, in one statement. */
    async log(rows: Insertable<ScanLogTable>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insertInto('scan_log').values(rows).execute();
    },

    /** The product whose EAN is one of `eans`, else whose sku is `sku`; its texts in `lang`. */
    async product(eans: string[], sku: string, lang: Lang = 'fr'): Promise<ProductRow | undefined> {
      const base = db
        .selectFrom('products as p')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(productColumnsIn(lang))
        .select(['p.price', 'p.old_price', 'p.remise', plusSql('p', lang).as('plus')]);
      if (eans.length > 0) {
        const byEan = await base.where('p.ean', 'in', eans).orderBy('p.id').executeTakeFirst();
        if (byEan) return byEan;
      }
      return base.where('p.sku', '=', sku).executeTakeFirst();
    },

    store(code: string, lang: Lang = 'fr'): Promise<StoreRow | undefined> {
      return db.selectFrom('stores as s').select(storeColumnsIn(lang)).where('s.magasin_code', '=', code).executeTakeFirst();
    },

    lastChance(sku: string, magasin: string) {
      return db
        .selectFrom('last_chance')
        .select(['nouveau_pv', 'ancien_pv', 'remise', 'stock'])
        .where('sku', '=', sku)
        .where('magasin_code', '=', magasin)
        .executeTakeFirst();
    },

    stock(sku: string, magasin: string) {
      return db
        .selectFrom('stock')
        .select(['stock', 'updated_at'])
        .where('magasin_code', '=', magasin)
        .where('sku', '=', sku)
        .executeTakeFirst();
    },
  };
}

export type ScanRepository = ReturnType<typeof createScanRepository>;
