import { brandsApi } from '@qadhya/contracts/routes';
import { BrandPage, BrandProducts } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

/** GET /brands (the chain's own brands) and GET /brands/:brand/products (grouped by category): docs/brands.md#api. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const brands = app.services.brands;
  const route = routesWith(app);

  route(brandsApi.listOwnBrands, async (req, reply) => {
    const q = req.query;
    const body = await app.responseCache.get({
      key: `brands|${q.page}|${q.pageSize}`,
      areas: ['catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(BrandPage, await brands.list(q)),
    });
    return sendReady(req, reply, body, 'public, max-age=300');
  });

  route(brandsApi.listBrandProducts, async (req, reply) => {
    const lang = answerLang(req, reply);
    const brand = req.params.brand;
    const body = await app.responseCache.get({
      key: `brand-products|${lang}|${brand.trim().toLowerCase()}`,
      areas: ['catalogue'],
      ttlMs: app.config.cache.ttlMs,
      load: async () => serialize(BrandProducts, await brands.products(brand, lang)),
    });
    return sendReady(req, reply, body, 'public, max-age=300');
  });
};
