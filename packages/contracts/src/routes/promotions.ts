import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { PromoPage, PromoQuery } from '../promo.ts';
import { defineRoutes } from './define.ts';

/** The promotions routes (docs/api.md#the-route-table). */
export const promotionsApi = /* @__PURE__ */ defineRoutes({
  listPromos: {
    method: 'GET',
    path: '/api/v1/promos',
    tags: ['promotions'],
    summary: 'Daily promos between two dates (at most 31 days): today first, then future, then past, then by date',
    querystring: PromoQuery,
    response: { 200: PromoPage, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 500: ApiError },
  },
});
