import { pushApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routeOf, routesWith } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** Web push (docs/notifications.md#push): the key, the device's subscription, the receipts. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.services.push;
  // The job runner looks for due sends and broadcasts (off in tests: they call runDue).
  app.addHook('onReady', async () => app.services.jobs.start(app.config.push.jobsIntervalMs));
  app.addHook('onClose', async () => app.services.jobs.stop());
  app.addHook('onClose', async () => push.close());

  app.route({
    ...routeOf(app, pushApi.getPushKey),
    handler: async () => push.key(),
  });

  const route = routesWith(app, { preHandler: app.requireUser });

  route(pushApi.savePushSubscription, async (req) => push.subscribe(userIdOf(req), req.body));

  route(pushApi.deletePushSubscription, async (req, reply) => noContent(reply, push.unsubscribe(userIdOf(req), req.query.device_id)));

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
