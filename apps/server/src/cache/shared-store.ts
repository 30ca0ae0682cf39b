import type { Redis } from 'ioredis';
import type { CacheRepository } from './cache.repository.ts';

/** A serialized answer: the JSON text and its strong ETag. */
export interface CachedBody {
  body: string;
  etag: string;
}

/** The layer of the response cache shared by every server copy (Redis, or a PostgreSQL table). */
export interface SharedStore {
  readonly kind: 'redis' | 'postgres';
  get(key: string): Promise<CachedBody | null>;
  set(key: string, value: CachedBody, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Redis: one hash per key ({etag, body}) with an expiry; keys under `prefix`. */
export function redisStore(redis: Redis, prefix: string): SharedStore {
  return {
    kind: 'redis',
    async get(key) {
      const [etag, body] = await redis.hmget(prefix + key, 'etag', 'body');
      return etag && body !== null && body !== undefined ? { etag, body } : null;
    },
    async set(key, value, ttlMs) {
      await redis
        .multi()
        .hset(prefix + key, 'etag', value.etag, 'body', value.body)
        .pexpire(prefix + key, ttlMs)
        .exec();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** PostgreSQL: the unlogged http_cache table; expired rows are ignored and swept now and then. */
export function postgresStore(repo: CacheRepository, prefix: string): SharedStore {
  let writes = 0;
  return {
    kind: 'postgres',
    async get(key) {
      return (await repo.get(prefix + key)) ?? null;
    },
    async set(key, value, ttlMs) {
      await repo.set(prefix + key, value, ttlMs);
      if (++writes % 200 === 0) await repo.sweep();
    },
    async close() {},
  };
}
