import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { PushKey, PushReceiptParams, PushSubscriptionQuery, PushSubscriptionRequest, PushSubscriptionState } from '../push.ts';
import { defineRoutes, type RouteEntry } from './define.ts';

/** The service worker's receipt that a push was shown or opened. */
const receipt = (what: 'shown' | 'opened') =>
  ({
    method: 'POST',
    path: `/api/v1/push/deliveries/:token/${what}`,
    summary: `The service worker's receipt: the push was ${what} (signed token from the payload; idempotent)`,
    params: PushReceiptParams,
    response: {
      204: z.null().describe('Counted (once)'),
      404: ApiError.describe('NOT_FOUND: not a delivery token of this server'),
    },
  }) satisfies RouteEntry;

/** The push routes (docs/api.md#the-route-table): each its own security and answers. */
export const pushApi = /* @__PURE__ */ defineRoutes({ tags: ['push'] } as const, {
  getPushKey: {
    method: 'GET',
    path: '/api/v1/push/key',
    summary: 'The VAPID public key to subscribe with; 404 PUSH_DISABLED when push is off on this server',
    response: { 200: PushKey, 404: ApiError.describe('PUSH_DISABLED') },
  },
  savePushSubscription: {
    method: 'PUT',
    path: '/api/v1/push/subscription',
    security: [{ bearerAuth: [] }],
    summary: "Stores this device's push subscription for the caller (one per device; an endpoint moves to the caller)",
    body: PushSubscriptionRequest,
    response: {
      200: PushSubscriptionState,
      400: ApiError.describe(
        'VALIDATION_FAILED, or PUSH_ENDPOINT_REFUSED: not a push service on the internet (a local, private or reserved address; production: https on 443 only)',
      ),
      401: ApiError,
      404: ApiError.describe('PUSH_DISABLED'),
    },
  },
  deletePushSubscription: {
    method: 'DELETE',
    path: '/api/v1/push/subscription',
    security: [{ bearerAuth: [] }],
    summary: "Forgets this device's push subscription (idempotent)",
    querystring: PushSubscriptionQuery,
    response: { 204: z.null().describe('Forgotten'), 401: ApiError },
  },
  markPushShown: receipt('shown'),
  markPushOpened: receipt('opened'),
});
