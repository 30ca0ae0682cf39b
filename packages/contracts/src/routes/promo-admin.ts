import { AdminPromoCalendar, AdminPromoDay, AdminPromoDayParams, AdminPromoDayRequest, AdminPromoMonthQuery } from '../admin-promos.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** The promo-admin routes (docs/api.md#the-route-table). */
export const promoAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  getAdminPromoCalendar: {
    method: 'GET',
    path: '/api/v1/admin/promos',
    summary: 'The promos calendar of a month: every day with its promos (admin, marketing)',
    querystring: AdminPromoMonthQuery,
    response: { 200: AdminPromoCalendar },
  },
  replaceAdminPromoDay: {
    method: 'PUT',
    path: '/api/v1/admin/promos/:date',
    summary: 'Replaces the promos of one day (admin, marketing): old price = base price, remise computed, key from the weekday',
    description:
      'Every row is checked first: an unknown sku, a price not below the base price, Super Friday on a day that is not a Friday ' +
      'or a product twice under the same key refuses the whole list (422 PROMO_ROWS_INVALID, details list the rows); nothing is half-applied.',
    params: AdminPromoDayParams,
    body: AdminPromoDayRequest,
    response: {
      200: AdminPromoDay,
      422: ApiError.describe('PROMO_ROWS_INVALID {details: [{path: items.N.field, message}]}'),
    },
  },
});
