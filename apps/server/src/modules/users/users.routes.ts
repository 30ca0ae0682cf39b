import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the users routes land with issue 5. */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
