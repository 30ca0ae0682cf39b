import { listEventsApi } from '@qadhya/contracts/routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { retryLater } from '../../errors.ts';
import { LiveStreams, STREAMS_PER_ACCOUNT } from '../../live/streams.ts';
import { userIdOf } from '../../plugins/auth.ts';

/** Seconds a client is asked to wait when this copy holds all the streams it takes. */
const FULL_RETRY_SECONDS = 5;

/**
 * GET /api/v1/lists/events: the caller's live stream of list changes, as Server-Sent Events
 * (docs/shopping-lists.md#live). Signed in with the bearer header (the web app reads it with a
 * streaming fetch). First 'hello' with every list the caller sees and its version, then 'list' and
 * 'boost' events for the caller; a comment every 25 s; it ends after 15 to 20 minutes (the app
 * reconnects). Never compressed nor cached; nginx passes it
 * unbuffered (deploy/nginx.conf).
 */
export const listEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listEvents } = app.services;
  const streams = new LiveStreams({
    bus: app.live,
    hello: (userId) => listEvents.hello(userId),
    perAccount: STREAMS_PER_ACCOUNT,
    // Half of the connections this copy takes (MAX_CONNECTIONS): the rest stays for the other requests.
    perProcess: Math.max(1, Math.floor(app.config.limits.maxConnections / 2)),
    onError: (err) => app.log.warn({ err }, 'live: a hello after a gap of the bus failed'),
  });
  // Before the server stops taking connections: every stream ends (the apps reconnect to another
  // copy), so that the copy's close never waits on them (docs/operations.md#shutdown).
  app.addHook('preClose', async () => {
    streams.closeAll();
  });

  app.route({
    ...routeOf(app, listEventsApi.streamListEvents),
    preHandler: app.requireUser,
    compress: false,
    handler: async (req, reply) => {
      if (streams.full) {
        throw retryLater({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'This server holds all the live streams it takes: try again in a moment.',
          seconds: FULL_RETRY_SECONDS,
        });
      }
      const stream = await streams.open(userIdOf(req));
      // The client went away: its stream ends (and leaves the hub through its 'close').
      const gone = () => {
        if (!stream.body.destroyed) stream.body.destroy();
      };
      reply.raw.once('close', gone);
      // …or went away while its hello was read.
      if (reply.raw.destroyed || reply.raw.socket?.destroyed) gone();
      // The stream goes as it is written (the 200 schema only documents it).
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  });
};
