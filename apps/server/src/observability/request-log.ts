import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNMATCHED_ROUTE } from './metrics.ts';

/** The path asked, without its query string (a query may carry a phone number or a search). */
export const pathOf = (request: FastifyRequest) => {
  const q = request.url.indexOf('?');
  return q < 0 ? request.url : request.url.slice(0, q);
};

/** The request's one line: `"msg":"request"`, with `requestId` added by the request's logger. */
function logRequest(request: FastifyRequest, status: number, ms: number, route: string | null): void {
  request.log.info(
    {
      method: request.method,
      path: pathOf(request),
      route: route ?? UNMATCHED_ROUTE,
      status,
      duration_ms: Math.round(ms * 10) / 10,
      ip: request.ip,
    },
    'request',
  );
}

/**
 * One log line per request, written once it is answered (docs/operations.md#logs-and-request-ids):
 * the method, the path (no query), the route's template, the status, the time taken and the
 * client's address, with `requestId` like every line of the request. Fastify's own two lines
 * (`incoming request`, `request completed`) are off (observability/request-id.ts).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    logRequest(request, reply.statusCode, reply.elapsedTime, request.is404 ? null : (request.routeOptions.url ?? null));
  });
});

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/** The router's own errors (bad URL encoding) run no hook: their line is written when the answer is. */
export function withRequestLog(handler: FrameworkErrors): FrameworkErrors {
  return (error, request, reply) => {
    const started = performance.now();
    reply.raw.once('finish', () => logRequest(request, reply.raw.statusCode, performance.now() - started, null));
    return handler(error, request, reply);
  };
}
