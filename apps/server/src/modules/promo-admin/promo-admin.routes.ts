import { AdminPromoCalendar, AdminPromoDay, AdminPromoDayParams, AdminPromoDayRequest, AdminPromoMonthQuery, ApiError } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';

/** Promos of the day in the back office (docs/back-office-content.md#promos-of-the-day). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = app.services.promoAdmin;

  app.get(
    '/admin/promos',
    {
      config: { roles: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'The promos calendar of a month: every day with its promos (admin, marketing)',
        security: staffAuth,
        querystring: AdminPromoMonthQuery,
        response: { 200: AdminPromoCalendar, 400: ApiError, ...guarded },
      },
    },
    async (req) => promos.calendar(req.query.month),
  );

  app.put(
    '/admin/promos/:date',
    {
      config: { roles: CONTENT_ROLES },
      schema: {
        tags: ['admin'],
        summary: 'Replaces the promos of one day (admin, marketing): old price = base price, remise computed, key from the weekday',
        description:
          'Every row is checked first: an unknown sku, a price not below the base price, Super Friday on a day that is not a Friday ' +
          'or a product twice under the same key refuses the whole list (422 PROMO_ROWS_INVALID, details list the rows); nothing is half-applied.',
        security: staffAuth,
        params: AdminPromoDayParams,
        body: AdminPromoDayRequest,
        response: { 200: AdminPromoDay, 400: ApiError, ...guarded, 422: ApiError.describe('PROMO_ROWS_INVALID {details: [{path: items.N.field, message}]}') },
      },
    },
    async (req) => promos.replaceDay(req.params.date, req.body.items, actorOf(req)),
  );
};
