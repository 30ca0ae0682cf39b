import { ApiError, LangQuery, PageQuery, Product, ProductIdParams, ProductListQuery, ProductPage, ProductSearchPage, ProductSearchQuery, ProductSkuParams } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { lastVisibleStart } from './products.service.ts';

const listResponses = { 200: ProductPage, 400: ApiError, 500: ApiError };
/**
 * Text searches that reach the database (not answered by the cache), per client IP and minute
 * (SEARCH_LIMIT_PER_MINUTE): docs/security.md. Generous: a mobile carrier puts many shoppers
 * behind one address.
 */
const productSearches = (max: number) => ({ name: 'product-search', max, windowMs: 60_000, message: 'Too many searches: slow down.' });
const oneResponses = { 200: Product, 400: ApiError, 404: ApiError, 500: ApiError };

/** GET /products (search, aisles, catalogue range, kind), /products/banner, /products/:id, /products/sku/:sku. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = app.services.products;
  const tags = ['products'];
  const searches = app.limits.perIp(productSearches(app.config.limits.searchPerMinute));

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products: all, an aisle (category_ids), the catalogues of a range, food/non-food, or a text search',
        querystring: ProductListQuery,
        response: { ...listResponses, 304: z.null().describe('Not modified (If-None-Match)'), 429: ApiError },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      // Through the response cache (catalogue data version; the visible catalogue weeks move with
      // the clock): a flood of one search is answered from memory, not by the database.
      const body = await app.responseCache.get({
        key: `products|${lang}|${JSON.stringify([q.q ?? null, q.category_ids ?? null, q.oc_debut ?? null, q.oc_fin ?? null, q.kind ?? null, q.page, q.pageSize])}|${lastVisibleStart(app.clock)}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => {
          if (q.q) await searches(req);
          return serialize(ProductPage, await products.list({ ...q, lang }));
        },
      });
      return sendReady(req, reply, body, 'public, max-age=30');
    },
  );

  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: 'One search for the whole range: name, brand, aisle (French or Arabic), EAN or article code, ranked (whole word, word start, close spelling), with today\'s promo and the last-chance offer in the shopper\'s store',
        querystring: ProductSearchQuery,
        response: { 200: ProductSearchPage, 304: z.null().describe('Not modified (If-None-Match)'), 400: ApiError, 429: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const lang = answerLang(req, reply);
      // Cached like GET /products?q (catalogue and last-chance data versions, and the day: the
      // daily promos change at midnight); what reaches the database counts against the same limit.
      const body = await app.responseCache.get({
        key: `products-search|${lang}|${JSON.stringify([q.q, q.magasin ?? null, q.page, q.pageSize])}|${tunisDateString(app.clock.now())}`,
        areas: ['catalogue', 'last_chance'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => {
          await searches(req);
          return serialize(ProductSearchPage, await products.search({ ...q, lang }));
        },
      });
      return sendReady(req, reply, body, 'private, max-age=30');
    },
  );

  app.get(
    '/products/banner',
    { schema: { tags, summary: 'Products of the home banner (category 726)', querystring: PageQuery.extend(LangQuery.shape), response: listResponses } },
    async (req, reply) => products.banner(req.query, answerLang(req, reply)),
  );

  app.get(
    '/products/sku/:sku',
    { schema: { tags, summary: 'One product by its article code (sku)', params: ProductSkuParams, querystring: LangQuery, response: oneResponses } },
    async (req, reply) => products.bySku(req.params.sku, answerLang(req, reply)),
  );

  app.get(
    '/products/:id',
    { schema: { tags, summary: 'One product by id', params: ProductIdParams, querystring: LangQuery, response: oneResponses } },
    async (req, reply) => products.byId(req.params.id, answerLang(req, reply)),
  );
};
