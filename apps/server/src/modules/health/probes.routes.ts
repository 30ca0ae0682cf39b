import { probesApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';

/**
 * Probes for the orchestrator (docs/operations.md): live says the process answers; ready says it
 * can take traffic (database, migrations, not draining; Redis only degrades it), checked by app.readiness
 * (observability/readiness.ts). Never cached.
 */
export const probesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routesWith(app);

  route(probesApi.getLiveness, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  route(probesApi.getReadiness, async (_request, reply) => {
    const report = await app.readiness.check();
    return reply
      .code(report.status === 'unavailable' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send(report);
  });
};
