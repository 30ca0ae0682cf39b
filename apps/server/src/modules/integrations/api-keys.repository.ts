import { sql, type Kysely, type Transaction } from 'kysely';
import type { ApiScope } from '@qadhya/contracts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB> | Transaction<DB>;

export const API_KEY_COLUMNS = [
  'id',
  'name',
  'prefix',
  'scopes',
  'stores',
  'created_by',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

/** SQL only: the API keys of the chain's systems (migrations/0017_integrations.sql). */
export function createApiKeysRepository(db: Kysely<DB>) {
  return {
    transaction<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    existingStores(codes: string[]) {
      if (codes.length === 0) return Promise.resolve([] as string[]);
      return db
        .selectFrom('stores')
        .select('magasin_code')
        .where('magasin_code', 'in', codes)
        .execute()
        .then((rows) => rows.map((r) => r.magasin_code));
    },

    insert(
      q: Q,
      row: { name: string; prefix: string; keyHash: string; scopes: ApiScope[]; stores: string[]; createdBy: number; at: Date },
    ) {
      return q
        .insertInto('api_keys')
        .values({
          name: row.name,
          prefix: row.prefix,
          key_hash: row.keyHash,
          scopes: row.scopes,
          stores: row.stores,
          created_by: row.createdBy,
          created_at: row.at,
        })
        .returning(API_KEY_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    byId(q: Q, id: number) {
      return q.selectFrom('api_keys').select(API_KEY_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async page(f: { revoked?: boolean; limit: number; offset: number }) {
      let q = db.selectFrom('api_keys');
      if (f.revoked !== undefined) q = q.where('revoked_at', f.revoked ? 'is not' : 'is', null);
      const [rows, count] = await Promise.all([
        q.select(API_KEY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Revokes a live key; undefined when it is unknown or already revoked. */
    revoke(q: Q, id: number, by: number, at: Date) {
      return q
        .updateTable('api_keys')
        .set({ revoked_at: at, revoked_by: by })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning(API_KEY_COLUMNS)
        .executeTakeFirst();
    },

    /** The live key of a hash (api_keys.key_hash is unique). */
    liveByHash(keyHash: string) {
      return db
        .selectFrom('api_keys')
        .select(['id', 'name', 'scopes', 'stores'])
        .where('key_hash', '=', keyHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    touch(id: number, at: Date) {
      return db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
