import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the favourites routes land with issue 6. */
export const favouritesRoutes: FastifyPluginAsyncZod = async () => {};
