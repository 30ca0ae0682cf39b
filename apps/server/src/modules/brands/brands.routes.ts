import { ApiError, BrandListQuery, BrandPage, BrandParams, BrandProducts, LangQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

const notModified = z.null().describe('Not modified (If-None-Match)');

/** GET /brands (the chain's own brands) and GET /brands/:brand/products (grouped by category): docs/brands.md#api. */
export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const brands = app.services.brands;
  const tags = ['brands'];

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: "The chain's own brands (OWN_BRANDS found in products.marque), each with its product count and a product picture",
        querystring: BrandListQuery,
        response: { 200: BrandPage, 304: notModified, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const body = await app.responseCache.get({
        key: `brands|${q.page}|${q.pageSize}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(BrandPage, await brands.list(q)),
      });
      return sendReady(req, reply, body, 'public, max-age=300');
    },
  );

  app.get(
    '/brands/:brand/products',
    {
      schema: {
        tags,
        summary: "One of the chain's own brands: its products grouped by category (categories and names in ?lang)",
        params: BrandParams,
        querystring: LangQuery,
        response: { 200: BrandProducts, 304: notModified, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const brand = req.params.brand;
      const body = await app.responseCache.get({
        key: `brand-products|${lang}|${brand.trim().toLowerCase()}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(BrandProducts, await brands.products(brand, lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=300');
    },
  );
};
