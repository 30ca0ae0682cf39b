import { storeStockAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

/** A store's stock and last chance in the back office (docs/back-office-content.md#a-stores-stock-and-last-chance). */
export const storeStockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storeStockAdmin;
  const config = { roles: ['admin', 'store_manager'] as const };

  app.route({
    ...routeOf(app, storeStockAdminApi.listAdminStoreStock),
    config,
    handler: async (req) => service.stock(req.params.code, req.query, staffOf(req)),
  });

  app.route({
    ...routeOf(app, storeStockAdminApi.listAdminStoreLastChance),
    config,
    handler: async (req) => service.lastChance(req.params.code, req.query, staffOf(req)),
  });
};
