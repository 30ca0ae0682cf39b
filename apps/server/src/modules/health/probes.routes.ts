import { LiveResponse, ReadyResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Probes for the orchestrator (docs/operations.md): live says the process answers; ready says it
 * can take traffic (database, migrations, not draining; Redis only degrades it), checked by app.readiness
 * (observability/readiness.ts). Never cached.
 */
export const probesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/live',
    { schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: LiveResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, migrations are applied, not shutting down (Redis away: 200 degraded)',
        response: { 200: ReadyResponse, 503: ReadyResponse.describe('Not ready: the failing checks are named') },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.check();
      return reply.code(report.status === 'unavailable' ? 503 : 200).header('cache-control', 'no-store').send(report);
    },
  );
};
