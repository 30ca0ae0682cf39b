import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { AdminLastChanceAlerts, AdminLastChanceAlertsQuery, LastChanceFollows, LastChanceFollowsBody } from '../last-chance-alerts.ts';
import { defineRoutes } from './define.ts';
import { signedIn, staffOnly, tooMany } from './shared.ts';

/** « Dernière chance » alerts: the shopper's follows (docs/last-chance.md#alerts; docs/api.md#the-route-table). */
export const lastChanceFollowsApi = /* @__PURE__ */ defineRoutes(signedIn('last-chance'), {
  getLastChanceFollows: {
    method: 'GET',
    path: '/api/v1/last-chance/follows',
    summary: 'The stores, products and categories whose new last-chance offers the caller is told of (names in ?lang)',
    description:
      'Until the shopper saves their own, the store kept on the server (PUT /users/me/store) is followed with every offer (`customised` false).',
    querystring: LangQuery,
    response: { 200: LastChanceFollows },
  },
  setLastChanceFollows: {
    method: 'PUT',
    path: '/api/v1/last-chance/follows',
    summary: 'Replaces the caller’s follows: stores, and optionally only some products or categories (empty stores: no alert)',
    querystring: LangQuery,
    body: LastChanceFollowsBody,
    response: {
      200: LastChanceFollows,
      404: ApiError.describe('STORE_NOT_FOUND | PRODUCT_NOT_FOUND | CATEGORY_NOT_FOUND: one of the codes names nothing'),
      429: tooMany,
    },
  },
});

/** The back office's view of the alerts (docs/last-chance.md#alerts). */
export const lastChanceAlertsAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  getAdminLastChanceAlerts: {
    method: 'GET',
    path: '/api/v1/admin/last-chance-alerts',
    summary: 'Followers per store and what the alerts sold over a period (admin, marketing; a store manager their own stores)',
    querystring: AdminLastChanceAlertsQuery,
    response: { 200: AdminLastChanceAlerts },
  },
});
