import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { memoryBus, type LiveBus } from './bus.ts';
import { createLiveNotifyRepository } from './live-notify.repository.ts';
import { postgresBus } from './postgres-bus.ts';
import { redisBus } from './redis-bus.ts';

/** The PostgreSQL NOTIFY channel of the live events. */
export const POSTGRES_LIVE_CHANNEL = 'qadhya_live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events' bus between the server copies (docs/shopping-lists.md#live). */
    live: LiveBus;
  }
}

/**
 * Which bus carries the live events between copies (docs/shopping-lists.md#live):
 * - Redis pub/sub on `<CACHE_KEY_PREFIX>live` when REDIS_URL is set (the copies already share it);
 * - else PostgreSQL LISTEN/NOTIFY on `qadhya_live` when the database is a PostgreSQL server;
 * - else (PGlite: one process by nature) the process's memory.
 */
export async function chooseBus(config: AppConfig, database: Database, log: FastifyBaseLogger): Promise<LiveBus> {
  if (config.cache.redisUrl) return redisBus({ url: config.cache.redisUrl, channel: `${config.cache.keyPrefix}live`, log });
  const url = database.url ?? config.databaseUrl;
  if (database.kind === 'postgres' && url)
    return postgresBus({ url, notify: createLiveNotifyRepository(database.db), channel: POSTGRES_LIVE_CHANNEL, log });
  if (database.kind === 'postgres') log.warn('live bus: no PostgreSQL URL to LISTEN on; live events stay in this process');
  return memoryBus();
}

/** `app.live`, chosen at start and closed with the app (after the streams: see list-events.routes.ts). */
export const livePlugin = fp(async (app: FastifyInstance) => {
  const bus = await chooseBus(app.config, app.database, app.log);
  app.log.debug({ bus: bus.kind }, 'live bus ready');
  app.decorate('live', bus);
  app.addHook('onClose', async () => {
    await bus.close();
  });
});
