import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { DB } from '../db/schema.ts';

/** Where fixed-window counters live: shared by every server copy (Redis, or the database). */
export interface CounterStore {
  readonly kind: 'redis' | 'database';
  /** Adds one hit to `key` in the window starting at `windowStart`; the hits counted so far. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
}

/** Redis: INCR on `<prefix><key>:<window start>`, expiring with its window. */
export function redisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    kind: 'redis',
    async hit(key, windowStart, windowMs) {
      const k = `${prefix}${key}:${windowStart.getTime()}`;
      const res = await redis.multi().incr(k).pexpire(k, windowMs + 1000).exec();
      const first = res?.[0];
      if (!first || first[0]) throw first?.[0] ?? new Error('redis counter failed');
      return Number(first[1]);
    },
  };
}

/** The rate_counters table (PGlite or PostgreSQL): one upsert a hit; old windows swept now and then. */
export function databaseCounters(db: Kysely<DB>): CounterStore {
  let hits = 0;
  return {
    kind: 'database',
    async hit(key, windowStart) {
      const row = await db
        .insertInto('rate_counters')
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_counters.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (++hits % 500 === 0) {
        // Windows older than a day: no limit looks that far back.
        const before = new Date(windowStart.getTime() - 24 * 3600_000);
        await db.deleteFrom('rate_counters').where('window_start', '<', before).execute();
      }
      return row.hits;
    },
  };
}
