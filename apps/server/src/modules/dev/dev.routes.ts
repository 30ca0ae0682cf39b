import { devApi } from '@qadhya/contracts/routes';
import { isTravelClock } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { routeOf, routesWith } from '../../http/route.ts';
import { AppError } from '../../errors.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export const isLoopback = (address: string | undefined) => !!address && LOOPBACK.test(address);

/**
 * Development and test helpers under /api/dev, registered only when NODE_ENV is not production.
 * GET /api/dev/outbox?phone=…: the SMS the dev provider "sent" to one phone, newest first — only to
 * a client on this machine (the connection and, behind a trusted proxy, the client's address), and
 * never the whole outbox (docs/security.md).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const loopbackOnly = async (req: FastifyRequest) => {
    if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) {
      throw new AppError(404, 'ROUTE_NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`);
    }
  };

  const route = routesWith(app, { onRequest: loopbackOnly });

  route(devApi.getDevOutbox, async (req) => ({ items: app.smsOutbox?.outbox(req.query.phone) ?? [] }));

  // The e-mails of the dev provider (src/email, docs/help.md#e-mail) to one address, newest first.
  route(devApi.getDevEmails, async (req) => ({ items: app.emailOutbox?.outbox(req.query.to) ?? [] }));

  // A test server's clock moves forward on demand (NODE_ENV=test only): the browser tests skip a
  // limit's window (the 59 s between two codes, a login delay) instead of waiting it out.
  const clock = app.clock;
  if (app.config.nodeEnv === 'test' && isTravelClock(clock)) {
    app.route({
      ...routeOf(app, devApi.advanceDevClock),
      onRequest: loopbackOnly,
      handler: async (req) => {
        clock.advance(req.body.seconds * 1000);
        return { now: clock.now().toISOString() };
      },
    });
  }
};
