import { ApiError, StockQuery, StockResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /stock?sku=&stores=. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = app.services.stock;
  const cache = app.responseCache;

  app.get(
    '/stock',
    {
      schema: {
        tags: ['stock'],
        summary: 'Stock of an article in the given stores (comma-separated) or in every store; no row → STOCK 0 (cached ≤ CACHE_STOCK_MS, 2 s)',
        querystring: StockQuery,
        response: { 200: StockResponse, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const { sku, stores: codes } = req.query;
      const lang = answerLang(req, reply);
      // Real-time stock: no data version (stock changes all day); kept a couple of seconds at most.
      const body = await cache.get({
        key: `stock|${lang}|${sku}|${codes?.join(',') ?? '*'}`,
        areas: ['stores', 'catalogue'],
        ttlMs: app.config.cache.stockMs,
        // Cache off: the plain join and serializer (the reference the tests compare the fast path with).
        load: async () =>
          cache.enabled
            ? stock.forSkuJson(await cache.versionKey(['stores']), sku, codes, lang)
            : serialize(StockResponse, { items: await stock.forSku(sku, codes, lang) }),
      });
      return sendReady(req, reply, body, 'no-cache');
    },
  );
};
