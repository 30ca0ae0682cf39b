import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * SQL only: the response cache's tables — the data versions (cache_versions, bumped by triggers)
 * that data-versions.ts reads, and the unlogged http_cache of the PostgreSQL shared store
 * (shared-store.ts). Expiry is judged by the database's clock (now()).
 */
export function createCacheRepository(db: Kysely<DB>) {
  return {
    /** Every data area's version. */
    versions: () => db.selectFrom('cache_versions').select(['area', 'version']).execute(),

    /** The entry of `key` if it has not expired. */
    get: (key: string) =>
      db
        .selectFrom('http_cache')
        .select(['etag', 'body'])
        .where('key', '=', key)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst(),

    /** Writes the entry of `key`, expiring `ttlMs` from now (at least 1 ms, whole ms). */
    async set(key: string, value: { etag: string; body: string }, ttlMs: number): Promise<void> {
      const expires = sql<Date>`now() + ${`${Math.max(1, Math.round(ttlMs))} milliseconds`}::interval`;
      await db
        .insertInto('http_cache')
        .values({ key, etag: value.etag, body: value.body, expires_at: expires })
        .onConflict((oc) => oc.column('key').doUpdateSet({ etag: value.etag, body: value.body, expires_at: expires }))
        .execute();
    },

    /** Deletes the expired entries. */
    async sweep(): Promise<void> {
      await db
        .deleteFrom('http_cache')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },
  };
}

export type CacheRepository = ReturnType<typeof createCacheRepository>;
