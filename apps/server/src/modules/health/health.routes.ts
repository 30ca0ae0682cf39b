import { HealthResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/health: the server is up, migrated and seeded (it only listens after that). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and readiness', response: { 200: HealthResponse } },
    },
    async () => {
      await app.database.db.selectFrom('schema_migrations').select('name').limit(1).execute();
      return { status: 'ok' as const };
    },
  );
};
