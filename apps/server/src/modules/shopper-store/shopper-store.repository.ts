import type { Kysely } from 'kysely';
import type { Queryable } from '../../db/handles.ts';
import type { DB } from '../../db/schema.ts';

/** SQL only: the shopper's store kept on the server (docs/stores.md#the-shoppers-store). */
export function createShopperStoreRepository(db: Kysely<DB>) {
  return {
    connection: db as Queryable,

    async storeOf(userId: number): Promise<string | null> {
      const row = await db.selectFrom('shopper_stores').select('magasin_code').where('user_id', '=', userId).executeTakeFirst();
      return row?.magasin_code ?? null;
    },

    /** The stores of these shoppers (one query; a shopper without a store is absent). */
    async storesOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await q
        .selectFrom('shopper_stores')
        .select(['user_id', 'magasin_code'])
        .where('user_id', 'in', [...new Set(userIds)])
        .execute();
      return new Map(rows.map((r) => [r.user_id, r.magasin_code]));
    },

    async storeExists(code: string): Promise<boolean> {
      const row = await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** Sets the shopper's store (insert or replace). */
    async save(userId: number, code: string, now: Date): Promise<void> {
      await db
        .insertInto('shopper_stores')
        .values({ user_id: userId, magasin_code: code, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ magasin_code: code, updated_at: now }))
        .execute();
    },

    async forget(userId: number): Promise<void> {
      await db.deleteFrom('shopper_stores').where('user_id', '=', userId).execute();
    },
  };
}

export type ShopperStoreRepository = ReturnType<typeof createShopperStoreRepository>;
