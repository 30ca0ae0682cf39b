import { ApiError, CategoriesResponse, GovernoratesResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /categories and GET /governorates (each with its delegations). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = app.services.reference;

  app.get(
    '/categories',
    {
      schema: {
        tags: ['reference'],
        summary: "Product categories (the chain's ids: food 515–618, hygiene 622/642/650, non-food, 695, 726, default 0)",
        response: { 200: CategoriesResponse, 500: ApiError },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { items: await reference.categories() };
    },
  );

  app.get(
    '/governorates',
    {
      schema: {
        tags: ['reference'],
        summary: 'The 24 governorates with their delegations and store counts',
        response: { 200: GovernoratesResponse, 500: ApiError },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { items: await reference.governorates() };
    },
  );
};
