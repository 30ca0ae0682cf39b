import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { databaseMetrics } from './db-metrics.ts';
import { AppMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (src/observability/metrics.ts); GET /metrics shows them. */
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = '/metrics';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  // Both sides hashed: equal lengths, and the time taken says nothing about the token.
  return Boolean(m) && crypto.timingSafeEqual(sha256(m![1]!), sha256(token));
}

/**
 * Metrics (docs/operations.md): every answered request is counted by route template and timed;
 * the response cache (cache/cache.plugin.ts) and the SMS provider (sms/sms.plugin.ts) report to
 * `app.metrics`. GET /metrics serves them as Prometheus text when METRICS is on (default: not in
 * production), behind `Authorization: Bearer METRICS_TOKEN` when that is set. It is outside /api:
 * no rate limit, no response cache, not in the OpenAPI document. Registered before those plugins.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { token } = app.config.metrics;
  // Production never serves them without a token, even to an app built past the start's checks
  // (config.ts refuses METRICS=on without METRICS_TOKEN there; docs/operations.md#metrics).
  const enabled = app.config.metrics.enabled && (Boolean(token) || app.config.nodeEnv !== 'production');
  const metrics = new AppMetrics(() => app.database.poolStats?.() ?? null);
  app.decorate('metrics', metrics);
  // Queries per repository: latency and failures (observability/db-metrics.ts).
  const stopQueries = databaseMetrics(metrics.registry, app.database);
  app.addHook('onClose', async () => stopQueries());
  if (enabled) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.method,
        request.is404 ? null : (request.routeOptions.url ?? null),
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Off: the same 404 as a path no route serves (the web app's fallback would answer 200 here).
    if (!enabled) throw new AppError(404, 'ROUTE_NOT_FOUND', `No route ${request.method} ${METRICS_PATH}`);
    if (token && !hasBearer(request, token)) {
      throw new AppError(401, 'UNAUTHORIZED', 'The metrics need Authorization: Bearer and the metrics token.', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const { contentType, body } = await metrics.text();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
});
