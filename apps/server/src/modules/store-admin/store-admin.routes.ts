import { storeAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf } from '../content-admin/route-parts.ts';

/** Stores in the back office (docs/back-office-content.md#stores). */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.storeAdmin;
  const readers = { roles: ['admin', 'store_manager'] as const };

  app.route({
    ...routeOf(app, storeAdminApi.listAdminStores),
    config: readers,
    handler: async (req) => stores.search(req.query, staffOf(req)),
  });

  app.route({
    ...routeOf(app, storeAdminApi.getAdminStore),
    config: readers,
    handler: async (req) => stores.get(req.params.code, staffOf(req)),
  });

  app.route({
    ...routeOf(app, storeAdminApi.createAdminStore),
    config: { roles: ['admin'] },
    handler: async (req, reply) => reply.code(201).send(await stores.create(req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, storeAdminApi.updateAdminStore),
    config: { roles: ['admin'] },
    handler: async (req) => stores.update(req.params.code, req.body, actorOf(req)),
  });
};
