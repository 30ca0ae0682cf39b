import { storeStockAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

/** A store's stock and last chance in the back office (docs/back-office-content.md#a-stores-stock-and-last-chance). */
export const storeStockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storeStockAdmin;
  const config = { roles: ['admin', 'store_manager'] as const };
  const route = routesWith(app, { config });

  route(storeStockAdminApi.listAdminStoreStock, async (req) => service.stock(req.params.code, req.query, staffOf(req)));

  route(storeStockAdminApi.listAdminStoreLastChance, async (req) => service.lastChance(req.params.code, req.query, staffOf(req)));
};
