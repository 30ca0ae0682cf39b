import { healthApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';

/** GET /api/health: the server is up, migrated and seeded (it only listens after that). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, healthApi.getHealth),
    handler: async () => {
      await app.database.db.selectFrom('schema_migrations').select('name').limit(1).execute();
      return { status: 'ok' as const };
    },
  });
};
