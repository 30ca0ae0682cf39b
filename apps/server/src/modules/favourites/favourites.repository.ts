import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from '../products/product.mapper.ts';

export interface FavouriteRow extends ProductRow {
  added_at: Date;
}

export type AddOutcome = 'added' | 'present' | 'full';

export interface SyncOp {
  op: 'add' | 'remove';
  sku: string;
}

/** SQL only: one user's favourites (keyed by sku), with the products as they are now. */
export function createFavouritesRepository(db: Kysely<DB>) {
  /**
   * Runs `fn` in a transaction holding the user's row lock, so that one user's concurrent changes
   * (and the count against the limit) are serialised. Answers undefined when the user is gone.
   */
  const lockedFor = <T>(userId: number, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T | undefined> =>
    db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      return user ? fn(trx) : undefined;
    });

  const count = async (trx: Transaction<DB>, userId: number): Promise<number> => {
    const row = await trx
      .selectFrom('favourites')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.n;
  };

  const insert = async (trx: Transaction<DB>, userId: number, sku: string, now: Date): Promise<boolean> => {
    const row = await trx
      .insertInto('favourites')
      .values({ user_id: userId, sku, added_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'sku']).doNothing())
      .returning('sku')
      .executeTakeFirst();
    return row !== undefined;
  };

  /** Whether the user has this sku among their favourites. */
  const has = async (trx: Transaction<DB>, userId: number, sku: string): Promise<boolean> => {
    const row = await trx.selectFrom('favourites').select('sku').where('user_id', '=', userId).where('sku', '=', sku).executeTakeFirst();
    return row !== undefined;
  };

  const remove = async (trx: Kysely<DB>, userId: number, sku: string): Promise<boolean> => {
    const row = await trx.deleteFrom('favourites').where('user_id', '=', userId).where('sku', '=', sku).returning('sku').executeTakeFirst();
    return row !== undefined;
  };

  /** The user's favourite skus, newest first. */
  const skusOf = async (trx: Kysely<DB>, userId: number): Promise<string[]> => {
    const rows = await trx
      .selectFrom('favourites')
      .select('sku')
      .where('user_id', '=', userId)
      .orderBy('added_at', 'desc')
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((r) => r.sku);
  };

  return {
    /** The user's favourites with their products (texts in `lang`), newest first. */
    list(userId: number, lang: Lang = 'fr'): Promise<FavouriteRow[]> {
      return db
        .selectFrom('favourites as f')
        .innerJoin('products as p', 'p.sku', 'f.sku')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .select(productColumnsIn(lang))
        .select(['p.price', 'p.old_price', 'p.remise', plusSql('p', lang).as('plus'), 'f.added_at'])
        .where('f.user_id', '=', userId)
        .orderBy('f.added_at', 'desc')
        .orderBy('f.seq', 'desc')
        .execute();
    },

    async has(userId: number, sku: string): Promise<boolean> {
      const row = await db.selectFrom('favourites').select('sku').where('user_id', '=', userId).where('sku', '=', sku).executeTakeFirst();
      return row !== undefined;
    },

    /** Which of these skus are products. */
    async knownSkus(skus: readonly string[]): Promise<Set<string>> {
      if (skus.length === 0) return new Set();
      const rows = await db
        .selectFrom('products')
        .select('sku')
        .where('sku', 'in', [...skus])
        .execute();
      return new Set(rows.map((r) => r.sku));
    },

    /** Adds a (known) sku unless it is there already or the user already has `max` favourites. */
    async add(userId: number, sku: string, now: Date, max: number): Promise<AddOutcome | undefined> {
      return lockedFor(userId, async (trx): Promise<AddOutcome> => {
        if (await has(trx, userId, sku)) return 'present';
        if ((await count(trx, userId)) >= max) return 'full';
        return (await insert(trx, userId, sku, now)) ? 'added' : 'present';
      });
    },

    /** Removes a sku (no error when it is not there). */
    async remove(userId: number, sku: string): Promise<void> {
      await remove(db, userId, sku);
    },

    /**
     * Replays the ops in order in one transaction: add = insert unless there (skipped when the set
     * already holds `max`), remove = delete. `known` are the skus that exist; others are skipped.
     * Answers the adds skipped for the limit, and the set afterwards (newest first).
     */
    async replay(
      userId: number,
      ops: readonly SyncOp[],
      known: ReadonlySet<string>,
      now: Date,
      max: number,
    ): Promise<{ full: string[]; skus: string[] } | undefined> {
      return lockedFor(userId, async (trx) => {
        let n = await count(trx, userId);
        const full: string[] = [];
        for (const { op, sku } of ops) {
          if (!known.has(sku)) continue;
          if (op === 'remove') {
            if (await remove(trx, userId, sku)) n--;
          } else if (n < max) {
            if (await insert(trx, userId, sku, now)) n++;
          } else {
            if (!(await has(trx, userId, sku))) full.push(sku);
          }
        }
        return { full, skus: await skusOf(trx, userId) };
      });
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
