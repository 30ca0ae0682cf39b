import type { Redis } from 'ioredis';
import type { RateCountersRepository } from './rate-counters.repository.ts';

/** Where fixed-window counters live: shared by every server copy (Redis, or the database). */
export interface CounterStore {
  readonly kind: 'redis' | 'database' | 'memory';
  /** Adds one hit to `key` in the window starting at `windowStart`; the hits counted so far. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
}

/** Redis: INCR on `<prefix><key>:<window start>`, expiring with its window. */
export function redisCounters(redis: Redis, prefix: string): CounterStore {
  return {
    kind: 'redis',
    async hit(key, windowStart, windowMs) {
      const k = `${prefix}${key}:${windowStart.getTime()}`;
      const res = await redis
        .multi()
        .incr(k)
        .pexpire(k, windowMs + 1000)
        .exec();
      const first = res?.[0];
      if (!first || first[0]) throw first?.[0] ?? new Error('redis counter failed');
      return Number(first[1]);
    },
  };
}

/** The rate_counters table (PGlite or PostgreSQL): one upsert a hit; old windows swept now and then. */
export function databaseCounters(repo: RateCountersRepository): CounterStore {
  let hits = 0;
  return {
    kind: 'database',
    async hit(key, windowStart) {
      const counted = await repo.hit(key, windowStart);
      if (++hits % 500 === 0) {
        // Windows older than a day: no limit looks that far back.
        const before = new Date(windowStart.getTime() - 24 * 3600_000);
        await repo.sweep(before);
      }
      return counted;
    },
  };
}

/** In this process only: the per-copy counts used while Redis is away (see withFallback). */
export function memoryCounters(maxKeys = 50_000): CounterStore {
  const counts = new Map<string, { hits: number; until: number }>();
  return {
    kind: 'memory',
    async hit(key, windowStart, windowMs) {
      const k = `${key}:${windowStart.getTime()}`;
      if (counts.size >= maxKeys) {
        // Windows that ended go first; a flood of keys empties the oldest half.
        for (const [old, c] of counts) if (c.until <= windowStart.getTime()) counts.delete(old);
        if (counts.size >= maxKeys) for (const old of [...counts.keys()].slice(0, maxKeys / 2)) counts.delete(old);
      }
      const c = counts.get(k) ?? { hits: 0, until: windowStart.getTime() + windowMs };
      c.hits += 1;
      counts.set(k, c);
      return c.hits;
    },
  };
}

/**
 * `primary` (Redis) while it answers; when it fails, the hit is counted in `fallback` (this copy's
 * memory) and `onFallback` is told: a Redis outage makes the limits per copy, never a failed
 * request (docs/operations.md#redis-outage).
 */
export function withFallback(primary: CounterStore, fallback: CounterStore, onFallback: (err: unknown) => void): CounterStore {
  return {
    kind: primary.kind,
    async hit(key, windowStart, windowMs) {
      try {
        return await primary.hit(key, windowStart, windowMs);
      } catch (err) {
        onFallback(err);
        return fallback.hit(key, windowStart, windowMs);
      }
    },
  };
}
