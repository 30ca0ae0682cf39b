import { referenceApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /categories and GET /governorates (each with its delegations). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = app.services.reference;
  const route = routesWith(app);

  route(referenceApi.listCategories, async (req, reply) => {
    const lang = answerLang(req, reply);
    reply.header('cache-control', 'public, max-age=3600');
    return { items: await reference.categories(lang) };
  });

  route(referenceApi.listGovernorates, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { items: await reference.governorates() };
  });
};
