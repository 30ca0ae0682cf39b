import { cataloguesApi } from '@qadhya/contracts/routes';
import { CatalogueImagesResponse, CataloguesResponse, ProductPage } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /catalogues, /catalogues/images?week&year, /catalogues/:id/products. */
export const cataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogues = app.services.catalogues;
  const cache = app.responseCache;
  const route = routesWith(app);

  route(cataloguesApi.listCatalogues, async (req, reply) => {
    const lang = answerLang(req, reply);
    const body = await cache.get({
      key: `catalogues|${lang}|${catalogues.momentKey()}`,
      areas: ['catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(CataloguesResponse, await catalogues.list(lang)),
    });
    return sendReady(req, reply, body, 'public, max-age=60');
  });

  route(cataloguesApi.listCatalogueImages, async (req, reply) => {
    const { week, year } = req.query;
    const lang = answerLang(req, reply);
    const body = await cache.get({
      key: `catalogue-images|${lang}|${year}|${week}|${catalogues.momentKey()}`,
      areas: ['catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(CatalogueImagesResponse, await catalogues.images(week, year, lang)),
    });
    return sendReady(req, reply, body, 'public, max-age=60');
  });

  route(cataloguesApi.listCatalogueProducts, async (req, reply) => {
    const { id } = req.params;
    const { page, pageSize } = req.query;
    const lang = answerLang(req, reply);
    const body = await cache.get({
      key: `catalogue-products|${lang}|${id}|${page}|${pageSize}|${catalogues.momentKey()}`,
      areas: ['catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(ProductPage, await catalogues.products(id, { page, pageSize }, lang)),
    });
    return sendReady(req, reply, body, 'public, max-age=60');
  });
};
