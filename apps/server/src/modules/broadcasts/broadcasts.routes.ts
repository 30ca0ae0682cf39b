import { broadcastsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
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
  const route = routesWith(app, { config });

  route(broadcastsApi.listBroadcasts, async (req) => broadcasts.list(req.query.page, req.query.pageSize));

  route(broadcastsApi.createBroadcast, async (req, reply) => reply.code(201).send(await broadcasts.create(req.body, actorOf(req))));

  route(broadcastsApi.getBroadcast, async (req) => broadcasts.get(req.params.id));

  route(broadcastsApi.updateBroadcast, async (req) => broadcasts.update(req.params.id, req.body, actorOf(req)));

  route(broadcastsApi.previewBroadcast, async (req) => broadcasts.preview(req.params.id));

  route(broadcastsApi.scheduleBroadcast, async (req) => broadcasts.schedule(req.params.id, req.body, actorOf(req)), {
    preHandler: async (req) => app.limits.hit(BROADCAST_SEND_LIMIT, `s${actorOf(req).staffId}`),
  });

  route(broadcastsApi.cancelBroadcast, async (req) => broadcasts.cancel(req.params.id, actorOf(req)));
};
