import { performance } from 'node:perf_hooks';
import type { ReadinessCheck, ReadyResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { pendingMigrations } from '../db/migrate.ts';
import { createReadinessRepository } from './readiness.repository.ts';

/** The redis check's message when it does not answer: what the copy does meanwhile. */
export const REDIS_DEGRADED = 'Redis does not answer: the response cache uses the in-process layer and the limits count per copy';

/** Each check must answer within this, else it counts as `timeout`. */
export const CHECK_TIMEOUT_MS = 1000;

export interface Readiness {
  /**
   * Set (by the shutdown code, or by app.close() itself) once the server stops taking new work:
   * GET /api/health/ready then answers 503 at once, so the load balancer sends no more requests.
   */
  draining: boolean;
  /** Runs every check (docs/operations.md). */
  check(): Promise<ReadyResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

class CheckTimeout extends Error {}

/** `work`, or a CheckTimeout after `ms` (a real timer: a stuck check never holds the probe). */
export async function timeBoxed<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one check, time-boxed: ok, failed (with a short reason) or timeout. */
export async function runCheck(work: () => Promise<void>, ms: number, onError: (err: unknown) => void): Promise<ReadinessCheck> {
  const start = performance.now();
  const took = () => Math.round(performance.now() - start);
  try {
    await timeBoxed(work, ms);
    return { status: 'ok', duration_ms: took() };
  } catch (err) {
    if (err instanceof CheckTimeout) return { status: 'timeout', duration_ms: took(), message: err.message };
    onError(err);
    return { status: 'failed', duration_ms: took(), message: err instanceof NotReady ? err.message : 'error (see the server log)' };
  }
}

/** A failure whose message is safe to show (no addresses, no driver text). */
class NotReady extends Error {}

/** Waits until `redis` is connected (or fails at its next connection error), then PINGs it. */
async function ping(redis: Redis): Promise<void> {
  if (redis.status === 'wait') await redis.connect();
  else if (redis.status !== 'ready') {
    if (redis.status === 'end') throw new NotReady('closed');
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        redis.off('error', onError);
        resolve();
      };
      const onError = (err: Error) => {
        redis.off('ready', onReady);
        reject(err);
      };
      redis.once('ready', onReady);
      redis.once('error', onError);
    });
  }
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new NotReady(`PING answered ${answer}`);
}

/**
 * Readiness (GET /api/health/ready, modules/health/probes.routes.ts): the database answers
 * `select 1`, every migration file is applied, and the server is not draining. Redis (when
 * REDIS_URL is set) is reported, degraded when PING fails, without making the copy unready: it
 * gets a connection of its own, opened at the first check.
 */
export const readinessPlugin = fp(async (app: FastifyInstance, opts: { timeoutMs?: number }) => {
  const timeoutMs = opts.timeoutMs ?? CHECK_TIMEOUT_MS;
  const { redisUrl } = app.config.cache;
  let redis: Redis | null = null;
  if (redisUrl) {
    redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: timeoutMs });
    let warned = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        app.log.warn({ err: err.message }, 'readiness: Redis unavailable');
      }
    });
    app.addHook('onClose', async () => redis?.disconnect());
  }
  const readinessRepo = createReadinessRepository(app.database.db);
  const logFailure = (name: string) => (err: unknown) => app.log.warn({ err }, `readiness: ${name} check failed`);

  const readiness: Readiness = {
    draining: false,
    async check() {
      const checked_at = app.clock.now().toISOString();
      if (readiness.draining) {
        return {
          status: 'unavailable',
          code: 'SERVICE_UNAVAILABLE',
          message: 'Not ready: draining.',
          checked_at,
          checks: { draining: { status: 'failed', message: 'the server is shutting down' } },
        };
      }
      const [database, migrations, redisCheck] = await Promise.all([
        runCheck(() => readinessRepo.selectOne(), timeoutMs, logFailure('database')),
        runCheck(
          async () => {
            const pending = await pendingMigrations(app.database);
            if (pending.length > 0) throw new NotReady(`${pending.length} migration(s) not applied`);
          },
          timeoutMs,
          logFailure('migrations'),
        ),
        redis ? runCheck(() => ping(redis), timeoutMs, logFailure('redis')) : Promise.resolve(undefined),
      ]);
      // Redis is an accelerator, not a need: without it the copy answers every request from its
      // in-process cache layer and counts its limits itself (docs/operations.md#redis-outage).
      const redisReport =
        redisCheck && redisCheck.status !== 'ok' ? { ...redisCheck, status: 'degraded' as const, message: REDIS_DEGRADED } : redisCheck;
      const checks: ReadyResponse['checks'] = { database, migrations, ...(redisReport ? { redis: redisReport } : {}) };
      const failing = Object.entries(checks)
        .filter(([, c]) => c.status !== 'ok' && c.status !== 'degraded')
        .map(([name]) => name);
      const degraded = Object.entries(checks)
        .filter(([, c]) => c.status === 'degraded')
        .map(([name]) => name);
      if (failing.length === 0 && degraded.length > 0)
        return { status: 'degraded', message: `Degraded: ${degraded.join(', ')}.`, checked_at, checks };
      if (failing.length === 0) return { status: 'ok', checked_at, checks };
      return { status: 'unavailable', code: 'SERVICE_UNAVAILABLE', message: `Not ready: ${failing.join(', ')}.`, checked_at, checks };
    },
  };
  app.decorate('readiness', readiness);
  // app.close() drains too: from then on the probe says 503 (the shutdown code may set it earlier).
  app.addHook('preClose', async () => {
    readiness.draining = true;
  });
});
