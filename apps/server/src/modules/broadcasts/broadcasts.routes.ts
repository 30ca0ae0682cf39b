import { broadcastsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** Broadcasts one staff member may send or schedule a day (docs/notifications.md#broadcasts). */
export const BROADCAST_SEND_LIMIT = {
  name: 'broadcast-send',
  max: 20,
  windowMs: 86_400_000,
  message: 'Too many broadcasts sent today: try again tomorrow.',
};

/** « Notifications push »: marketing's broadcasts (docs/notifications.md#broadcasts). */
export const broadcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  const broadcasts = app.services.broadcasts;
  const config = { roles: CONTENT_ROLES };

  app.route({
    ...routeOf(app, broadcastsApi.listBroadcasts),
    config,
    handler: async (req) => broadcasts.list(req.query.page, req.query.pageSize),
  });

  app.route({
    ...routeOf(app, broadcastsApi.createBroadcast),
    config,
    handler: async (req, reply) => reply.code(201).send(await broadcasts.create(req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, broadcastsApi.getBroadcast),
    config,
    handler: async (req) => broadcasts.get(req.params.id),
  });

  app.route({
    ...routeOf(app, broadcastsApi.updateBroadcast),
    config,
    handler: async (req) => broadcasts.update(req.params.id, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, broadcastsApi.previewBroadcast),
    config,
    handler: async (req) => broadcasts.preview(req.params.id),
  });

  app.route({
    ...routeOf(app, broadcastsApi.scheduleBroadcast),
    config,
    preHandler: async (req) => app.limits.hit(BROADCAST_SEND_LIMIT, `s${actorOf(req).staffId}`),
    handler: async (req) => broadcasts.schedule(req.params.id, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, broadcastsApi.cancelBroadcast),
    config,
    handler: async (req) => broadcasts.cancel(req.params.id, actorOf(req)),
  });
};
