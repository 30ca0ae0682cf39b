import { referenceApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /categories and GET /governorates (each with its delegations). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = app.services.reference;

  app.route({
    ...routeOf(app, referenceApi.listCategories),
    handler: async (req, reply) => {
      const lang = answerLang(req, reply);
      reply.header('cache-control', 'public, max-age=3600');
      return { items: await reference.categories(lang) };
    },
  });

  app.route({
    ...routeOf(app, referenceApi.listGovernorates),
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { items: await reference.governorates() };
    },
  });
};
