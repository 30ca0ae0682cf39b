import { ApiError, ClockResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clockResponse } from './clock.service.ts';

/** GET /clock: the server's now and today (Africa/Tunis), pinned by APP_NOW. */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clock',
    { schema: { tags: ['clock'], summary: "The server's now and today in Tunis (APP_NOW pins it)", response: { 200: ClockResponse, 500: ApiError } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return clockResponse(app.clock);
    },
  );
};
