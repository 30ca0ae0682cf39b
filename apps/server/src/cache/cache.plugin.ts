import { isTravelClock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createCacheRepository } from './cache.repository.ts';
import { DataVersions } from './data-versions.ts';
import { ResponseCache } from './response-cache.ts';
import { postgresStore, redisStore, type SharedStore } from './shared-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized answers of the key reads, shared by every server copy (see response-cache.ts). */
    responseCache: ResponseCache;
  }
}

/**
 * The response cache: its shared layer is Redis when REDIS_URL is set, else PostgreSQL's
 * http_cache table when the database is a server (DATABASE_URL); PGlite is one process, so only
 * the in-process layer. The data versions always come from the database.
 */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  const c = app.config.cache;
  // The cache's tables (cache_versions, http_cache): read and written through its repository.
  const cacheRepo = createCacheRepository(app.database.db);
  let shared: SharedStore | null = null;
  if (c.enabled && c.redisUrl) {
    // No offline queue: while Redis is away, its layer fails at once and answers are built instead.
    const redis = new Redis(c.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
    let warned = 0;
    redis.on('error', (err: Error) => {
      // Redis down: answers are built (or read from PostgreSQL versions) as without a shared layer.
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        app.log.warn({ err: err.message }, 'response cache: Redis unavailable');
      }
    });
    shared = redisStore(redis, `${c.keyPrefix}cache:`);
    app.metrics.watchRedis('response_cache', () => redis.status === 'ready');
    // Give Redis up to 2 s to be ready at start, so the first answers already use it.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      // …but not once it has refused (nothing listens there): answers are built meanwhile.
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', done);
      redis.once('error', done);
    });
  } else if (c.enabled && app.database.kind === 'postgres') {
    shared = postgresStore(cacheRepo, c.keyPrefix);
  }
  let sharedWarned = 0;
  const cache = new ResponseCache({
    // A test server's clock can jump (POST /api/dev/clock/advance): the version checks follow it, so
    // a multi-copy test skips CACHE_VERSION_CHECK_MS instead of waiting. Otherwise real time.
    versions: new DataVersions(cacheRepo, c.versionCheckMs, isTravelClock(app.clock) ? () => app.clock.now().getTime() : Date.now),
    shared,
    l1Ms: c.l1Ms,
    l1Max: c.l1Max,
    enabled: c.enabled,
    onError: (err) => {
      if (shared?.kind === 'redis') app.metrics.redisFallback('response_cache');
      // Once a minute at most: an outage would otherwise add a line to every request.
      if (Date.now() - sharedWarned > 60_000) {
        sharedWarned = Date.now();
        app.log.warn({ err }, 'response cache: shared layer failed, answers are built meanwhile');
      }
    },
    onLookup: (layer, hit) => app.metrics.cacheLookup(layer, hit),
  });
  app.decorate('responseCache', cache);
  app.addHook('onClose', async () => {
    await shared?.close();
  });
});
