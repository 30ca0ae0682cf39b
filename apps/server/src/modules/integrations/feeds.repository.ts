import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { KnownProduct, LastChanceWrite, PriceWrite } from './feed-rows.ts';

type Q = Kysely<DB> | Transaction<DB>;

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** SQL only: what the feeds and CSV imports read and write (stock, last_chance, products). */
export function createFeedsRepository(db: Kysely<DB>) {
  return {
    transaction<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    async storeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst()) !== undefined;
    },

    /** The products of these skus, by sku (products.sku is unique). */
    async products(q: Q, skus: readonly string[]): Promise<Map<string, KnownProduct>> {
      const out = new Map<string, KnownProduct>();
      for (const part of chunks([...new Set(skus)])) {
        const rows = await q
          .selectFrom('products')
          .select(['sku', 'name', 'size', 'category_id', 'base_price', 'new_price', 'remise'])
          .where('sku', 'in', part)
          .execute();
        for (const r of rows) out.set(r.sku, r);
      }
      return out;
    },

    // ---- stock ----

    /** Creates the missing (store, sku) rows at 0, then locks the rows and reads their stock. */
    async lockStock(trx: Transaction<DB>, code: string, skus: readonly string[], at: Date): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const part of chunks(skus)) {
        await trx
          .insertInto('stock')
          .values(part.map((sku) => ({ magasin_code: code, sku, stock: 0, updated_at: at })))
          .onConflict((oc) => oc.columns(['magasin_code', 'sku']).doNothing())
          .execute();
        const rows = await trx
          .selectFrom('stock')
          .select(['sku', 'stock'])
          .where('magasin_code', '=', code)
          .where('sku', 'in', part)
          .forUpdate()
          .execute();
        for (const r of rows) out.set(r.sku, r.stock);
      }
      return out;
    },

    /** Sets the stock of these skus; answers how many rows changed (an equal figure is not a change). */
    async setStock(trx: Transaction<DB>, code: string, rows: readonly { sku: string; stock: number }[], at: Date): Promise<number> {
      let changed = 0;
      for (const part of chunks(rows)) {
        const res = await trx
          .insertInto('stock')
          .values(part.map((r) => ({ magasin_code: code, sku: r.sku, stock: r.stock, updated_at: at })))
          .onConflict((oc) =>
            oc
              .columns(['magasin_code', 'sku'])
              .doUpdateSet({ stock: (eb) => eb.ref('excluded.stock'), updated_at: (eb) => eb.ref('excluded.updated_at') })
              .where(sql<boolean>`stock.stock is distinct from excluded.stock`),
          )
          .returning('sku')
          .execute();
        changed += res.length;
      }
      return changed;
    },

    /** A snapshot: the store's other skus go to 0; answers how many did. */
    async zeroStockExcept(trx: Transaction<DB>, code: string, skus: readonly string[], at: Date): Promise<number> {
      const res = await trx
        .updateTable('stock')
        .set({ stock: 0, updated_at: at })
        .where('magasin_code', '=', code)
        .where('stock', '<>', 0)
        .$if(skus.length > 0, (q) => q.where('sku', 'not in', skus))
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    // ---- last chance ----

    /** Adds or changes the store's offers; answers how many rows were written and the skus whose offer is new (published). */
    async upsertLastChance(
      trx: Transaction<DB>,
      code: string,
      rows: readonly LastChanceWrite[],
    ): Promise<{ written: number; added: string[] }> {
      let changed = 0;
      const added: string[] = [];
      for (const part of chunks(rows)) {
        const res = await trx
          .insertInto('last_chance')
          .values(part.map((r) => ({ ...r, magasin_code: code })))
          .onConflict((oc) =>
            oc.columns(['sku', 'magasin_code']).doUpdateSet({
              nouveau_pv: (eb) => eb.ref('excluded.nouveau_pv'),
              ancien_pv: (eb) => eb.ref('excluded.ancien_pv'),
              remise: (eb) => eb.ref('excluded.remise'),
              stock: (eb) => eb.ref('excluded.stock'),
              desc_article: (eb) => eb.ref('excluded.desc_article'),
              category_id: (eb) => eb.ref('excluded.category_id'),
            }),
          )
          // xmax = 0: the row was inserted by this statement, not updated (a new offer).
          .returning(['sku', sql<boolean>`xmax = 0`.as('inserted')])
          .execute();
        changed += res.length;
        for (const r of res) if (r.inserted) added.push(r.sku);
      }
      return { written: changed, added };
    },

    /** Ends the store's offers of these skus, or (keep) of every sku but these; answers the skus whose offer ended. */
    async deleteLastChance(trx: Transaction<DB>, code: string, skus: readonly string[], keep: boolean): Promise<string[]> {
      if (!keep && skus.length === 0) return [];
      const rows = await trx
        .deleteFrom('last_chance')
        .where('magasin_code', '=', code)
        .$if(skus.length > 0, (q) => q.where('sku', keep ? 'not in' : 'in', skus))
        .returning('sku')
        .execute();
      return rows.map((r) => r.sku);
    },

    // ---- products ----

    /** One product's new fields; a new name or size also renames its last-chance offers. */
    async updateProduct(
      trx: Transaction<DB>,
      sku: string,
      set: Partial<PriceWrite> & { name?: string; marque?: string | null; size?: string | null },
      redraw: boolean,
    ): Promise<void> {
      const row = await trx
        .updateTable('products')
        .set({ ...set, ...(redraw ? { image_version: sql<number>`image_version + 1` } : {}) })
        .where('sku', '=', sku)
        .returning(['name', 'size'])
        .executeTakeFirstOrThrow();
      if (set.name !== undefined || set.size !== undefined) {
        const desc = row.size ? `${row.name} ${row.size}` : row.name;
        await trx.updateTable('last_chance').set({ desc_article: desc }).where('sku', '=', sku).where('desc_article', '<>', desc).execute();
      }
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
