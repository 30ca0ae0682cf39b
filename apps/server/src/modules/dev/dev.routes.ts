import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the dev routes land with issue 5. */
export const devRoutes: FastifyPluginAsyncZod = async () => {};
