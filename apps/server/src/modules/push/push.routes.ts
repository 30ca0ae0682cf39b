import { ApiError, PushKey, PushReceiptParams, PushSubscriptionQuery, PushSubscriptionRequest, PushSubscriptionState } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../plugins/auth.ts';

const secured = { security: [{ bearerAuth: [] }] };

/** Web push (docs/notifications.md#push): the key, the device's subscription, the receipts. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.services.push;
  const auth = { preHandler: app.requireUser };
  // The job runner looks for due sends and broadcasts (off in tests: they call runDue).
  app.addHook('onReady', async () => app.services.jobs.start(app.config.push.jobsIntervalMs));
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onClose', async () => push.close());

  app.get(
    '/push/key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key to subscribe with; 404 PUSH_DISABLED when push is off on this server',
        response: { 200: PushKey, 404: ApiError.describe('PUSH_DISABLED') },
      },
    },
    async () => push.key(),
  );

  app.put(
    '/push/subscription',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['push'],
        summary: "Stores this device's push subscription for the caller (one per device; an endpoint moves to the caller)",
        body: PushSubscriptionRequest,
        response: {
          200: PushSubscriptionState,
          400: ApiError.describe('VALIDATION_FAILED, or PUSH_ENDPOINT_REFUSED: not a push service on the internet (a local, private or reserved address; production: https on 443 only)'),
          401: ApiError,
          404: ApiError.describe('PUSH_DISABLED'),
        },
      },
    },
    async (req) => push.subscribe(userIdOf(req), req.body),
  );

  app.delete(
    '/push/subscription',
    {
      ...auth,
      schema: {
        ...secured,
        tags: ['push'],
        summary: "Forgets this device's push subscription (idempotent)",
        querystring: PushSubscriptionQuery,
        response: { 204: z.null().describe('Forgotten'), 400: ApiError, 401: ApiError },
      },
    },
    async (req, reply) => {
      await push.unsubscribe(userIdOf(req), req.query.device_id);
      return reply.code(204).send(null);
    },
  );

  for (const what of ['shown', 'opened'] as const) {
    app.post(
      `/push/deliveries/:token/${what}`,
      {
        schema: {
          tags: ['push'],
          summary: `The service worker's receipt: the push was ${what} (signed token from the payload; idempotent)`,
          params: PushReceiptParams,
          response: { 204: z.null().describe('Counted (once)'), 400: ApiError, 404: ApiError.describe('NOT_FOUND: not a delivery token of this server') },
        },
      },
      async (req, reply) => {
        await push[what](req.params.token);
        return reply.code(204).send(null);
      },
    );
  }
};
