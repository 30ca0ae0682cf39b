import { lastChanceApi } from '@qadhya/contracts/routes';
import { LastChancePage } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /last-chance, /last-chance/categories, /last-chance/stock. */
export const lastChanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastChance = app.services.lastChance;
  const cache = app.responseCache;

  app.route({
    ...routeOf(app, lastChanceApi.listLastChanceOffers),
    handler: async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      const body = await cache.get({
        key: `last-chance|${lang}|${q.magasin ?? ''}|${q.limit}|${q.distinct}|${q.category ?? ''}|${q.page}|${q.pageSize}|${JSON.stringify(q.q ?? null)}`,
        areas: ['last_chance', 'stores', 'catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(LastChancePage, await lastChance.list({ ...q, lang })),
      });
      return sendReady(req, reply, body, 'public, max-age=30');
    },
  });

  app.route({
    ...routeOf(app, lastChanceApi.listLastChanceCategories),
    handler: async (req, reply) => ({ categories: await lastChance.categories(req.query.magasin, answerLang(req, reply)) }),
  });

  app.route({
    ...routeOf(app, lastChanceApi.getLastChanceStock),
    handler: async (req, reply) => ({ items: await lastChance.stock(req.query.sku, answerLang(req, reply)) }),
  });
};
