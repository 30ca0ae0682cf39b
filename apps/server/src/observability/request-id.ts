import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a client or a proxy may hand us: up to 64 letters, digits and `. _ : -`. */
const SANE = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming X-Request-Id when it is sane, else a new random UUID. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE.test(given) ? given : crypto.randomUUID();
}

/**
 * Fastify's request id options: the id comes from requestIdOf (Fastify's own header option would
 * take any value) and is logged as `requestId` on every line of the request. Fastify's own two
 * lines per request are off: observability/request-log.ts writes one.
 */
export const requestIdOptions = () => ({
  requestIdHeader: false as const,
  genReqId: requestIdOf,
  logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
});

/**
 * Every answer names its request: X-Request-Id, set as the request arrives so that errors, 404s
 * and the rate limiter's 429s keep it. The router's own errors (bad URL encoding) never reach the
 * hooks: frameworkErrors in plugins/errors.ts sets it there. Registered first in app.ts.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
