import { PromoPage, PromoQuery } from '../promo.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The promotions routes (docs/api.md#the-route-table). */
export const promotionsApi = /* @__PURE__ */ defineRoutes(open('promotions'), {
  listPromos: {
    method: 'GET',
    path: '/api/v1/promos',
    summary: 'Daily promos between two dates (at most 31 days): today first, then future, then past, then by date',
    querystring: PromoQuery,
    response: { 200: PromoPage, 304: notModified },
  },
});
