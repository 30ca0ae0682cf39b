import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { retryLater } from '../errors.ts';

/** Seconds a client is told to wait (Retry-After) after a request ran out of time. */
export const DEADLINE_RETRY_AFTER_SECONDS = 2;

/** Multipart bodies arrive while their handler runs: REQUEST_TIMEOUT_MS and the upload budgets bound them instead. */
const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | null)?.then === 'function';

/**
 * A deadline per request (REQUEST_DEADLINE_MS, docs/operations.md#bounded-waiting): a handler that
 * has not answered within it fails with 503 DEADLINE_EXCEEDED and Retry-After, whatever it waits
 * on; what it still does afterwards is dropped. The database's own limits (connect and statement
 * timeouts, the bounded pool queue) answer sooner, 503 DATABASE_UNAVAILABLE: this is the last
 * guard. A stream's handler (the live events) answers at once, so the stream is past it.
 * Registered before the routes: it wraps every handler declared after it.
 */
export const deadlinePlugin = fp(async (app: FastifyInstance) => {
  const ms = app.config.limits.requestDeadlineMs;
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown;
    route.handler = function (this: FastifyInstance, request, reply) {
      const result = handler.call(this, request, reply);
      if (!isPromise(result) || isMultipart(request)) return result;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          request.log.warn({ deadline_ms: ms, route: request.routeOptions.url }, 'the request ran past its deadline');
          reject(
            retryLater({
              status: 503,
              code: 'DEADLINE_EXCEEDED',
              message: `No answer within ${ms} ms: try again in a moment.`,
              seconds: DEADLINE_RETRY_AFTER_SECONDS,
            }),
          );
        }, ms);
      });
      return Promise.race([result, deadline]).finally(() => clearTimeout(timer));
    } as RouteHandlerMethod;
  });
});
