import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf } from '../../db/handles.ts';

/** SQL only: the stored answers of feed writes (idempotency_keys, 0017). */
export function createIdempotencyRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    /** The stored answer of a key still kept (created after `since`). */
    find(apiKeyId: number, key: string, since: Date) {
      return db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'body'])
        .where('api_key_id', '=', apiKeyId)
        .where('idem_key', '=', key)
        .where('created_at', '>', since)
        .executeTakeFirst();
    },

    /**
     * Takes the key for this transaction (an expired answer is overwritten); false when another
     * request holds it (on PostgreSQL this waits for that request's transaction to end).
     */
    async claim(trx: Transaction<DB>, apiKeyId: number, key: string, requestHash: string, at: Date, since: Date): Promise<boolean> {
      const row = await trx
        .insertInto('idempotency_keys')
        .values({ api_key_id: apiKeyId, idem_key: key, request_hash: requestHash, status: 0, body: '{}', created_at: at })
        .onConflict((oc) =>
          oc
            .columns(['api_key_id', 'idem_key'])
            .doUpdateSet({ request_hash: requestHash, status: 0, body: '{}', created_at: at })
            .where('idempotency_keys.created_at', '<=', since),
        )
        .returning('api_key_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async complete(trx: Transaction<DB>, apiKeyId: number, key: string, status: number, body: unknown): Promise<void> {
      await trx
        .updateTable('idempotency_keys')
        .set({ status, body: JSON.stringify(body) })
        .where('api_key_id', '=', apiKeyId)
        .where('idem_key', '=', key)
        .execute();
    },

    /** Keeps a refused request's answer (its feed transaction rolled back). */
    async record(apiKeyId: number, key: string, requestHash: string, status: number, body: unknown, at: Date, since: Date): Promise<void> {
      await db
        .insertInto('idempotency_keys')
        .values({ api_key_id: apiKeyId, idem_key: key, request_hash: requestHash, status, body: JSON.stringify(body), created_at: at })
        .onConflict((oc) =>
          oc
            .columns(['api_key_id', 'idem_key'])
            .doUpdateSet({ request_hash: requestHash, status, body: JSON.stringify(body), created_at: at })
            .where('idempotency_keys.created_at', '<=', since),
        )
        .execute();
    },

    /** Forgets the answers older than `before` (idempotency_keys_created_idx). */
    async purge(trx: Transaction<DB>, before: Date): Promise<void> {
      await trx.deleteFrom('idempotency_keys').where('created_at', '<=', before).execute();
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
