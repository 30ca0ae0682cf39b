import { clockApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { clockResponse } from './clock.service.ts';

/** GET /clock: the server's now and today (Africa/Tunis), pinned by APP_NOW. */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, clockApi.getClock),
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return clockResponse(app.clock);
    },
  });
};
