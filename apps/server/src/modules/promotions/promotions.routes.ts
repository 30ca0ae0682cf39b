import { ApiError, PromoPage, PromoQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPromotionsRepository } from './promotions.repository.ts';
import { createPromotionsService } from './promotions.service.ts';

/** GET /promos?oc_debut&oc_fin: the daily promos of a range, in the offers order. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotions = createPromotionsService(createPromotionsRepository(app.database.db), app.clock);

  app.get(
    '/promos',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Daily promos between two dates (at most 31 days): today first, then future, then past, then by date',
        querystring: PromoQuery,
        response: { 200: PromoPage, 400: ApiError, 500: ApiError },
      },
    },
    async (req) => promotions.list(req.query),
  );
};
