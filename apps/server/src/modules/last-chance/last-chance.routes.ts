import { lastChanceApi } from '@qadhya/contracts/routes';
import { LastChancePage } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /last-chance, /last-chance/categories, /last-chance/stock. */
export const lastChanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastChance = app.services.lastChance;
  const cache = app.responseCache;
  const route = routesWith(app);

  route(lastChanceApi.listLastChanceOffers, async (req, reply) => {
    const q = req.query;
    const lang = answerLang(req, reply);
    const body = await cache.get({
      key: `last-chance|${lang}|${q.magasin ?? ''}|${q.limit}|${q.distinct}|${q.category ?? ''}|${q.page}|${q.pageSize}|${JSON.stringify(q.q ?? null)}`,
      areas: ['last_chance', 'stores', 'catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(LastChancePage, await lastChance.list({ ...q, lang })),
    });
    return sendReady(req, reply, body, 'public, max-age=30');
  });

  route(lastChanceApi.listLastChanceCategories, async (req, reply) => ({
    categories: await lastChance.categories(req.query.magasin, answerLang(req, reply)),
  }));

  route(lastChanceApi.getLastChanceStock, async (req, reply) => ({ items: await lastChance.stock(req.query.sku, answerLang(req, reply)) }));
};
