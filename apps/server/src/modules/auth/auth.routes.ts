import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the auth routes land with issue 5. */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
