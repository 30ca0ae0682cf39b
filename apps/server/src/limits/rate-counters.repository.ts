import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** SQL only: the rate_counters table behind the database's counter store (counter-store.ts). */
export function createRateCountersRepository(db: Kysely<DB>) {
  return {
    /** Adds one hit to `key` in the window starting at `windowStart` (one upsert); the hits so far. */
    async hit(key: string, windowStart: Date): Promise<number> {
      const row = await db
        .insertInto('rate_counters')
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_counters.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      return row.hits;
    },

    /** Deletes the windows that started before `before`. */
    async sweep(before: Date): Promise<void> {
      await db.deleteFrom('rate_counters').where('window_start', '<', before).execute();
    },
  };
}

export type RateCountersRepository = ReturnType<typeof createRateCountersRepository>;
