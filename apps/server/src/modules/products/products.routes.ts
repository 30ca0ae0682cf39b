import { productsApi } from '@qadhya/contracts/routes';
import { ProductPage, ProductSearchPage } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';
import { lastVisibleStart } from './products.service.ts';

/**
 * Text searches that reach the database (not answered by the cache), per client IP and minute
 * (SEARCH_LIMIT_PER_MINUTE): docs/security.md. Generous: a mobile carrier puts many shoppers
 * behind one address.
 */
const productSearches = (max: number) => ({ name: 'product-search', max, windowMs: 60_000, message: 'Too many searches: slow down.' });

/** GET /products (search, aisles, catalogue range, kind), /products/banner, /products/:id, /products/sku/:sku. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = app.services.products;
  const searches = app.limits.perIp(productSearches(app.config.limits.searchPerMinute));
  const route = routesWith(app);

  route(productsApi.listProducts, async (req, reply) => {
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
  });

  route(productsApi.searchProducts, async (req, reply) => {
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
  });

  route(productsApi.listBannerProducts, async (req, reply) => products.banner(req.query, answerLang(req, reply)));

  route(productsApi.getProductBySku, async (req, reply) => products.bySku(req.params.sku, answerLang(req, reply)));

  route(productsApi.getProductById, async (req, reply) => products.byId(req.params.id, answerLang(req, reply)));
};
