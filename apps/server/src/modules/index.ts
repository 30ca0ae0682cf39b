import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Every API module's routes, registered under /api/v1. Add a module here and nowhere else.
 */
export const apiModules: FastifyPluginAsyncZod[] = [];
