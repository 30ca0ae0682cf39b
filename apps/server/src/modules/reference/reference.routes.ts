import { ApiError, CategoriesResponse, GovernoratesResponse, LangQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';

/** GET /categories and GET /governorates (each with its delegations). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = app.services.reference;

  app.get(
    '/categories',
    {
      schema: {
        tags: ['reference'],
        summary: "Product categories (the chain's ids: food 515–618, hygiene 622/642/650, non-food, 695, 726, default 0)",
        querystring: LangQuery,
        response: { 200: CategoriesResponse, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      reply.header('cache-control', 'public, max-age=3600');
      return { items: await reference.categories(lang) };
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
