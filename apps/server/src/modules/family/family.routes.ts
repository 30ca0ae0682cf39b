import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the family routes land with issue 5. */
export const familyRoutes: FastifyPluginAsyncZod = async () => {};
