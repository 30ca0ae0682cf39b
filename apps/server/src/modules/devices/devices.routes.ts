import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the devices routes land with issue 5. */
export const devicesRoutes: FastifyPluginAsyncZod = async () => {};
