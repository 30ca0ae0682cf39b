import { storeAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf } from '../content-admin/route-parts.ts';

/** Stores in the back office (docs/back-office-content.md#stores). */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.storeAdmin;
  const readers = { roles: ['admin', 'store_manager'] as const };
  const route = routesWith(app, { config: readers });
  const adminRoute = routesWith(app, { config: { roles: ['admin'] } });

  route(storeAdminApi.listAdminStores, async (req) => stores.search(req.query, staffOf(req)));

  route(storeAdminApi.getAdminStore, async (req) => stores.get(req.params.code, staffOf(req)));

  adminRoute(storeAdminApi.createAdminStore, async (req, reply) => reply.code(201).send(await stores.create(req.body, actorOf(req))));

  adminRoute(storeAdminApi.updateAdminStore, async (req) => stores.update(req.params.code, req.body, actorOf(req)));
};
