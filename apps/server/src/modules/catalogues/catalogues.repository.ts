import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localisedSql, type Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn, type ProductRow } from '../products/product.mapper.ts';

export interface CatalogueRow {
  id: number;
  name: string;
  week: number;
  year: string;
  page_count: number;
  image_version: number;
  /** Tunis wall time "YYYY-MM-DD HH:MM:SS". */
  oc_debut: string;
  oc_fin: string;
  product_count: number;
}

export interface ZoneRow {
  page: number;
  product_id: number;
  sku: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** SQL only: catalogues, their pages and their products with the week's prices. */
export function createCataloguesRepository(db: Kysely<DB>) {
  const catalogues = (lang: Lang) =>
    db
      .selectFrom('catalogues as k')
      .select(['k.id', localisedSql('k.name', 'k.name_ar', lang).as('name'), 'k.week', 'k.year', 'k.page_count', 'k.image_version'])
      .select([
        sql<string>`to_char(k.oc_debut, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_debut'),
        sql<string>`to_char(k.oc_fin, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_fin'),
        sql<number>`(select count(*)::int from catalogue_products cp where cp.catalogue_id = k.id)`.as('product_count'),
      ]);

  return {
    /** Catalogues that end on or after `from` and start on or before `to` (plain dates), by start. */
    overlapping(from: string, to: string, lang: Lang = 'fr'): Promise<CatalogueRow[]> {
      return catalogues(lang)
        .where(sql<boolean>`k.oc_fin >= ${from}::date`)
        .where(sql<boolean>`k.oc_debut < ${to}::date + 1`)
        .orderBy('k.oc_debut')
        .orderBy('k.id')
        .execute();
    },

    byId(id: number): Promise<CatalogueRow | undefined> {
      return catalogues('fr').where('k.id', '=', id).executeTakeFirst();
    },

    byWeek(week: number, yy: string, lang: Lang = 'fr'): Promise<CatalogueRow | undefined> {
      return catalogues(lang).where('k.week', '=', week).where('k.year', '=', yy).executeTakeFirst();
    },

    /** The catalogue's products in page/position order, with the catalogue's prices. */
    products(catalogueId: number, limit: number, offset: number, lang: Lang = 'fr'): Promise<ProductRow[]> {
      return db
        .selectFrom('catalogue_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(productColumnsIn(lang))
        .select(['cp.price', 'cp.old_price', 'cp.remise', plusSql('p', lang).as('plus')])
        .where('cp.catalogue_id', '=', catalogueId)
        .orderBy('cp.page')
        .orderBy('cp.position')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Every product tile of the catalogue, page by page. */
    zones(catalogueId: number): Promise<ZoneRow[]> {
      return db
        .selectFrom('catalogue_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select(['cp.page', 'cp.product_id', 'p.sku', 'p.name', 'cp.x', 'cp.y', 'cp.w', 'cp.h'])
        .where('cp.catalogue_id', '=', catalogueId)
        .orderBy('cp.page')
        .orderBy('cp.position')
        .execute();
    },
  };
}

export type CataloguesRepository = ReturnType<typeof createCataloguesRepository>;
