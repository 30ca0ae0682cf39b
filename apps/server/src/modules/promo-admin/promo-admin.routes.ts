import { promoAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** Promos of the day in the back office (docs/back-office-content.md#promos-of-the-day). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = app.services.promoAdmin;

  app.route({
    ...routeOf(app, promoAdminApi.getAdminPromoCalendar),
    config: { roles: CONTENT_ROLES },
    handler: async (req) => promos.calendar(req.query.month),
  });

  app.route({
    ...routeOf(app, promoAdminApi.replaceAdminPromoDay),
    config: { roles: CONTENT_ROLES },
    handler: async (req) => promos.replaceDay(req.params.date, req.body.items, actorOf(req)),
  });
};
