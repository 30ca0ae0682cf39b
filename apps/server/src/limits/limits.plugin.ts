import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError, retryLater } from '../errors.ts';
import { databaseCounters, memoryCounters, redisCounters, withFallback, type CounterStore } from './counter-store.ts';
import { createRateCountersRepository } from './rate-counters.repository.ts';
import { fallbackRateLimitStore } from './rate-limit-store.ts';

/** A named limit: at most `max` hits per subject in a fixed window of `windowMs`. */
export interface LimitRule {
  /** Stable name, part of the counter key (e.g. 'user-search'). */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's message (English; the apps show their own words for the code). */
  message?: string;
}

export interface Limits {
  /**
   * Counts one hit of `subject` (an account id, an IP, a phone…) against `rule`; past the limit a
   * 429 RATE_LIMITED with `retry_after` (seconds to the window's end) and a Retry-After header.
   */
  hit(rule: LimitRule, subject: string | number): Promise<void>;
  /** A preHandler (after app.requireUser) counting the signed-in account against `rule`. */
  perAccount(rule: LimitRule): (request: FastifyRequest) => Promise<void>;
  /** A preHandler counting the client IP against `rule`. */
  perIp(rule: LimitRule): (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

export const rateLimited = (message: string, retryAfterSeconds: number) =>
  retryLater({ status: 429, code: 'RATE_LIMITED', message, seconds: retryAfterSeconds });

/**
 * Rate limits (docs/security.md):
 * - a coarse per-IP limit on every /api request (@fastify/rate-limit, in Redis when REDIS_URL is
 *   set): a flood from one address is cut off before it reaches the database;
 * - named per-account / per-IP limits (`app.limits`) on what is costly or finds people (search,
 *   uploads, invitations): fixed windows on the app's clock, counted in Redis or in the
 *   rate_counters table, so every server copy shares them.
 */
export const limitsPlugin = fp(async (app: FastifyInstance) => {
  const { limits, cache } = app.config;
  let redis: Redis | undefined;
  if (cache.redisUrl) {
    redis = new Redis(cache.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false, lazyConnect: false });
    let warned = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        app.log.warn({ err: err.message }, 'rate limits: Redis unavailable, counting per copy meanwhile');
      }
    });
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
    const connection = redis;
    app.metrics.watchRedis('limits', () => connection.status === 'ready');
  }
  // Redis away: the named limits count in this copy's memory meanwhile (docs/operations.md#redis-outage).
  const store: CounterStore = redis
    ? withFallback(redisCounters(redis, `${cache.keyPrefix}limit:`), memoryCounters(), () => app.metrics.redisFallback('limits'))
    : databaseCounters(createRateCountersRepository(app.database.db));

  if (limits.globalPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: limits.globalPerMinute,
      timeWindow: 60_000,
      // Redis away: counted per copy meanwhile (limits/rate-limit-store.ts).
      ...(redis ? { store: fallbackRateLimitStore(redis, `${cache.keyPrefix}rl:`, () => app.metrics.redisFallback('rate_limit')) } : {}),
      // Should even that fail, let requests through rather than fail them all.
      skipOnError: true,
      // The web app's files and uploads are cheap and cached: only the API is counted.
      allowList: (request: FastifyRequest) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        rateLimited('Too many requests from this address: slow down.', Math.ceil(context.ttl / 1000)),
    });
  }

  async function hit(rule: LimitRule, subject: string | number): Promise<void> {
    const now = app.clock.now().getTime();
    const start = now - (now % rule.windowMs);
    const hits = await store.hit(`${limits.keyPrefix}${rule.name}:${subject}`, new Date(start), rule.windowMs);
    if (hits > rule.max) {
      throw rateLimited(rule.message ?? 'Too many requests: wait before trying again.', (start + rule.windowMs - now) / 1000);
    }
  }

  app.decorate('limits', {
    hit,
    perAccount: (rule) => async (request) => {
      if (!request.session) throw new AppError(401, 'UNAUTHORIZED', 'Sign in again: the session is missing, expired or revoked.');
      await hit(rule, `u${request.session.userId}`);
    },
    perIp: (rule) => async (request) => {
      await hit(rule, `ip${request.ip}`);
    },
  } satisfies Limits);
});
