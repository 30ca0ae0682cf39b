import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CatalogueProductsTable } from '../../db/tables/catalogues.ts';
import { writeAudit } from '../admin/audit.ts';

/** A connection or the transaction of a write. */
type Q = Kysely<DB> | Transaction<DB>;

/** A catalogue as the back office sees it (any status). */
export interface AdminCatalogueRow {
  id: number;
  name: string;
  name_ar: string | null;
  theme: string | null;
  week: number;
  year: string;
  iso_year: number;
  /** Tunis wall time "YYYY-MM-DD HH:MM:SS". */
  oc_debut: string;
  oc_fin: string;
  published_at: Date | null;
  page_count: number;
  image_version: number;
  product_count: number;
  /** Storage key of an uploaded first page, null for a drawn one (or none). */
  cover_key: string | null;
}

/** A zone of a page as the back office lists it: the stored tile with its product's sku and name. */
export type AdminZoneRow = NewZone & { sku: string; name: string; page: number };

export interface NewCatalogue {
  id: number;
  name: string;
  name_ar: string;
  theme: string | null;
  week: number;
  year: string;
  iso_year: number;
  start: string;
  end: string;
  cover: string;
}

export interface NewPage {
  page: number;
  image_key: string;
  image_width: number;
  image_height: number;
}

/** A zone to store on a page: a catalogue_products row without its catalogue and page. */
export type NewZone = Omit<CatalogueProductsTable, 'catalogue_id' | 'page'>;

/** SQL only: catalogues of any status, their pages and zones, for the back office. */
export function createCatalogueAdminRepository(db: Kysely<DB>) {
  const catalogues = (q: Q) =>
    q
      .selectFrom('catalogues as k')
      .select([
        'k.id',
        'k.name',
        'k.name_ar',
        'k.theme',
        'k.week',
        'k.year',
        'k.iso_year',
        'k.published_at',
        'k.page_count',
        'k.image_version',
      ])
      .select([
        sql<string>`to_char(k.oc_debut, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_debut'),
        sql<string>`to_char(k.oc_fin, 'YYYY-MM-DD HH24:MI:SS')`.as('oc_fin'),
        sql<number>`(select count(*)::int from catalogue_products cp where cp.catalogue_id = k.id)`.as('product_count'),
        sql<string | null>`(select cg.image_key from catalogue_pages cg where cg.catalogue_id = k.id and cg.page = 1)`.as('cover_key'),
      ]);

  const zones = (q: Q, catalogueId: number) =>
    q
      .selectFrom('catalogue_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select([
        'cp.product_id',
        'p.sku',
        'p.name',
        'cp.page',
        'cp.position',
        'cp.x',
        'cp.y',
        'cp.w',
        'cp.h',
        'cp.price',
        'cp.old_price',
        'cp.remise',
      ])
      .where('cp.catalogue_id', '=', catalogueId);

  return {
    transaction<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
    audit: writeAudit,

    /** Newest weeks first (catalogues_dates_idx read backwards). */
    async list(
      status: 'draft' | 'published' | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminCatalogueRow[]; total: number }> {
      const base = catalogues(db)
        .$if(status === 'draft', (qb) => qb.where('k.published_at', 'is', null))
        .$if(status === 'published', (qb) => qb.where('k.published_at', 'is not', null));
      const counted = db
        .selectFrom('catalogues as k')
        .select(sql<number>`count(*)::int`.as('n'))
        .$if(status === 'draft', (qb) => qb.where('k.published_at', 'is', null))
        .$if(status === 'published', (qb) => qb.where('k.published_at', 'is not', null));
      const [rows, total] = await Promise.all([
        base.orderBy('k.oc_debut', 'desc').orderBy('k.id', 'desc').limit(limit).offset(offset).execute(),
        counted.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    byId(id: number, q: Q = db): Promise<AdminCatalogueRow | undefined> {
      return catalogues(q).where('k.id', '=', id).executeTakeFirst();
    },

    /** The catalogue of an ISO week (2-digit year), whatever its id. */
    async weekTaken(week: number, yy: string, q: Q = db): Promise<boolean> {
      const row = await q.selectFrom('catalogues').select('id').where('week', '=', week).where('year', '=', yy).executeTakeFirst();
      return row !== undefined;
    },

    async insert(trx: Transaction<DB>, c: NewCatalogue): Promise<void> {
      await trx
        .insertInto('catalogues')
        .values({
          id: c.id,
          name: c.name,
          name_ar: c.name_ar,
          theme: c.theme,
          week: c.week,
          year: c.year,
          iso_year: c.iso_year,
          oc_debut: `${c.start} 00:00:00`,
          oc_fin: `${c.end} 23:59:59`,
          page_count: 0,
          cover: c.cover,
          published_at: null,
        })
        .execute();
    },

    async update(trx: Transaction<DB>, id: number, change: { name?: string; name_ar?: string; theme?: string | null }): Promise<void> {
      await trx.updateTable('catalogues').set(change).where('id', '=', id).execute();
    },

    /** Removes a catalogue with its pages and zones (the tables cascade). */
    async remove(trx: Transaction<DB>, id: number): Promise<void> {
      await trx.deleteFrom('catalogues').where('id', '=', id).execute();
    },

    async setPublished(trx: Transaction<DB>, id: number, at: Date | null): Promise<void> {
      await trx.updateTable('catalogues').set({ published_at: at }).where('id', '=', id).execute();
    },

    /** Storage keys of the catalogue's uploaded pages. */
    async imageKeys(catalogueId: number, q: Q = db): Promise<string[]> {
      const rows = await q
        .selectFrom('catalogue_pages')
        .select('image_key')
        .where('catalogue_id', '=', catalogueId)
        .where('image_key', 'is not', null)
        .execute();
      return rows.map((r) => r.image_key!);
    },

    /**
     * Replaces every page by the uploaded ones: zones on pages past the new count go, the page count
     * and the image version follow (new URLs for every page and the cover).
     */
    async replacePages(trx: Transaction<DB>, catalogueId: number, pages: NewPage[], cover: string): Promise<void> {
      await trx.deleteFrom('catalogue_products').where('catalogue_id', '=', catalogueId).where('page', '>', pages.length).execute();
      await trx.deleteFrom('catalogue_pages').where('catalogue_id', '=', catalogueId).execute();
      if (pages.length) {
        await trx
          .insertInto('catalogue_pages')
          .values(pages.map((p) => ({ catalogue_id: catalogueId, layout: 'image' as const, title: '', ...p })))
          .execute();
      }
      await trx
        .updateTable('catalogues')
        .set((eb) => ({ page_count: pages.length, cover, image_version: eb('image_version', '+', 1) }))
        .where('id', '=', catalogueId)
        .execute();
    },

    /** Every zone of the catalogue, or of one page, in page and position order. */
    zones(catalogueId: number, page?: number, q: Q = db): Promise<AdminZoneRow[]> {
      return zones(q, catalogueId)
        .$if(page !== undefined, (qb) => qb.where('cp.page', '=', page!))
        .orderBy('cp.page')
        .orderBy('cp.position')
        .execute();
    },

    async zonesPage(
      catalogueId: number,
      page: number | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminZoneRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        zones(db, catalogueId)
          .$if(page !== undefined, (qb) => qb.where('cp.page', '=', page!))
          .orderBy('cp.page')
          .orderBy('cp.position')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('catalogue_products')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('catalogue_id', '=', catalogueId)
          .$if(page !== undefined, (qb) => qb.where('page', '=', page!))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    zoneBySku(catalogueId: number, sku: string, q: Q = db): Promise<AdminZoneRow | undefined> {
      return zones(q, catalogueId).where('p.sku', '=', sku).executeTakeFirst();
    },

    /** Products by sku (those that exist). */
    productsBySku(skus: string[], q: Q = db): Promise<{ id: number; sku: string }[]> {
      if (!skus.length) return Promise.resolve([]);
      return q.selectFrom('products').select(['id', 'sku']).where('sku', 'in', skus).execute();
    },

    /** The page's zones become `rows`; a drawn page's picture changes with them (new image version). */
    async replaceZones(trx: Transaction<DB>, catalogueId: number, page: number, rows: NewZone[], drawn: boolean): Promise<void> {
      await trx.deleteFrom('catalogue_products').where('catalogue_id', '=', catalogueId).where('page', '=', page).execute();
      if (rows.length) {
        await trx
          .insertInto('catalogue_products')
          .values(rows.map((r) => ({ catalogue_id: catalogueId, page, ...r })))
          .execute();
      }
      if (drawn) await bumpImages(trx, catalogueId);
    },

    async setPrices(
      trx: Transaction<DB>,
      catalogueId: number,
      productId: number,
      p: { price: number; old_price: number; remise: number },
      drawn: boolean,
    ): Promise<void> {
      await trx
        .updateTable('catalogue_products')
        .set(p)
        .where('catalogue_id', '=', catalogueId)
        .where('product_id', '=', productId)
        .execute();
      if (drawn) await bumpImages(trx, catalogueId);
    },

    /** Whether the page is drawn by the server (not an uploaded image). undefined: no such page. */
    async pageIsDrawn(catalogueId: number, page: number, q: Q = db): Promise<boolean | undefined> {
      const row = await q
        .selectFrom('catalogue_pages')
        .select('image_key')
        .where('catalogue_id', '=', catalogueId)
        .where('page', '=', page)
        .executeTakeFirst();
      return row ? row.image_key === null : undefined;
    },
  };
}

/** A drawn page shows prices and tiles: a new image version gives its pictures new URLs. */
async function bumpImages(trx: Transaction<DB>, catalogueId: number): Promise<void> {
  await trx
    .updateTable('catalogues')
    .set((eb) => ({ image_version: eb('image_version', '+', 1) }))
    .where('id', '=', catalogueId)
    .execute();
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
