import { promoAdminApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** Promos of the day in the back office (docs/back-office-content.md#promos-of-the-day). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = app.services.promoAdmin;
  const route = routesWith(app, { config: { roles: CONTENT_ROLES } });

  route(promoAdminApi.getAdminPromoCalendar, async (req) => promos.calendar(req.query.month));

  route(promoAdminApi.replaceAdminPromoDay, async (req) => promos.replaceDay(req.params.date, req.body.items, actorOf(req)));
};
