import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaRoutes } from './media/media.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';

/**
 * Every API module's routes, registered under /api/v1. Add a module here and nowhere else.
 */
export const apiModules: FastifyPluginAsyncZod[] = [
  mediaRoutes,
  referenceRoutes,
];
