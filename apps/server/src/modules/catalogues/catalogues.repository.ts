import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from '../products/product.mapper.ts';

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
  /** Storage key of an uploaded first page (the cover), null for a drawn one. */
  cover_key: string | null;
}

/** An uploaded page's image key (pages without one are drawn). */
export interface PageKeyRow {
  page: number;
  image_key: string | null;
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

/**
 * SQL only: catalogues, their pages and their products with the week's prices. Shoppers only ever
 * see published catalogues (docs/catalogue-admin.md#publishing): every catalogue read here says so.
 */
export function createCataloguesRepository(db: Kysely<DB>) {
  const catalogues = (lang: Lang) =>
    db
      .selectFrom('catalogues as k')
      .where('k.published_at', 'is not', null)
      .select(['k.id', localisedSql('k.name', 'k.name_ar', lang).as('name'), 'k.week', 'k.year', 'k.page_count', 'k.image_version'])
      .select([
        sql<string>`to_char(k.oc_debut, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_debut'),
        sql<string>`to_char(k.oc_fin, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_fin'),
        sql<number>`(select count(*)::int from catalogue_products cp where cp.catalogue_id = k.id)`.as('product_count'),
        sql<string | null>`(select cg.image_key from catalogue_pages cg where cg.catalogue_id = k.id and cg.page = 1)`.as('cover_key'),
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

    /** The pages that are uploaded images, with their keys. */
    pageKeys(catalogueId: number): Promise<PageKeyRow[]> {
      return db
        .selectFrom('catalogue_pages')
        .select(['page', sql<string>`image_key`.as('image_key')])
        .where('catalogue_id', '=', catalogueId)
        .where('image_key', 'is not', null)
        .orderBy('page')
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
