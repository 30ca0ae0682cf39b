import {
  ApiError,
  LastChanceCategories,
  LastChanceCategoriesQuery,
  LastChancePage,
  LastChanceQuery,
  LastChanceStockQuery,
  LastChanceStockResponse,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /last-chance, /last-chance/categories, /last-chance/stock. */
export const lastChanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastChance = app.services.lastChance;
  const cache = app.responseCache;
  const tags = ['last-chance'];

  app.get(
    '/last-chance',
    {
      schema: {
        tags,
        summary: 'Last-chance offers, biggest discount first: store, category, terms, distinct; limit caps the total (0 = all), paged',
        querystring: LastChanceQuery,
        response: { 200: LastChancePage, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
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
  );

  app.get(
    '/last-chance/categories',
    {
      schema: {
        tags,
        summary: 'Categories that have last-chance offers (optionally in one store), by name',
        querystring: LastChanceCategoriesQuery,
        response: { 200: LastChanceCategories, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => ({ categories: await lastChance.categories(req.query.magasin, answerLang(req, reply)) }),
  );

  app.get(
    '/last-chance/stock',
    {
      schema: {
        tags,
        summary: 'The last-chance offer and stock of an article in every store that has one, by store code',
        querystring: LastChanceStockQuery,
        response: { 200: LastChanceStockResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => ({ items: await lastChance.stock(req.query.sku, answerLang(req, reply)) }),
  );
};
