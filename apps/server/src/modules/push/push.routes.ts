import { pushApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** Web push (docs/notifications.md#push): the key, the device's subscription, the receipts. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.services.push;
  const auth = { preHandler: app.requireUser };
  // The job runner looks for due sends and broadcasts (off in tests: they call runDue).
  app.addHook('onReady', async () => app.services.jobs.start(app.config.push.jobsIntervalMs));
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onClose', async () => push.close());

  app.route({
    ...routeOf(app, pushApi.getPushKey),
    handler: async () => push.key(),
  });

  app.route({
    ...routeOf(app, pushApi.savePushSubscription),
    ...auth,
    handler: async (req) => push.subscribe(userIdOf(req), req.body),
  });

  app.route({
    ...routeOf(app, pushApi.deletePushSubscription),
    ...auth,
    handler: async (req, reply) => {
      await push.unsubscribe(userIdOf(req), req.query.device_id);
      return reply.code(204).send(null);
    },
  });

  for (const [what, def] of [
    ['shown', pushApi.markPushShown],
    ['opened', pushApi.markPushOpened],
  ] as const) {
    app.route({
      ...routeOf(app, def),
      handler: async (req, reply) => {
        await push[what](req.params.token);
        return reply.code(204).send(null);
      },
    });
  }
};
