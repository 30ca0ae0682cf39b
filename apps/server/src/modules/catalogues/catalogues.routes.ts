import {
  ApiError,
  CatalogueIdParams,
  CatalogueImagesQuery,
  CatalogueImagesResponse,
  CatalogueProductsQuery,
  CataloguesResponse,
  LangQuery,
  ProductPage,
} from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendReady, serialize } from '../../cache/response-cache.ts';
import { answerLang } from '../../http/lang.ts';

const notModified = z.null().describe('Not modified (If-None-Match)');

/** GET /catalogues, /catalogues/images?week&year, /catalogues/:id/products. */
export const cataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogues = app.services.catalogues;
  const cache = app.responseCache;
  const tags = ['catalogues'];

  app.get(
    '/catalogues',
    {
      schema: {
        tags,
        summary: "Last week's, the current and (Tuesday after 12:59) next week's catalogues, by start",
        querystring: LangQuery,
        response: { 200: CataloguesResponse, 304: notModified, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const body = await cache.get({
        key: `catalogues|${lang}|${catalogues.momentKey()}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(CataloguesResponse, await catalogues.list(lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=60');
    },
  );

  app.get(
    '/catalogues/images',
    {
      schema: {
        tags,
        summary: "A week's catalogue pages (350x500) with each page's product zones; unknown week → no images",
        querystring: CatalogueImagesQuery,
        response: { 200: CatalogueImagesResponse, 304: notModified, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
      const { week, year } = req.query;
      const lang = answerLang(req, reply);
      const body = await cache.get({
        key: `catalogue-images|${lang}|${year}|${week}|${catalogues.momentKey()}`,
        areas: ['catalogue'],
        ttlMs: app.config.cache.ttlMs,
        load: async () => serialize(CatalogueImagesResponse, await catalogues.images(week, year, lang)),
      });
      return sendReady(req, reply, body, 'public, max-age=60');
    },
  );

  app.get(
    '/catalogues/:id/products',
    {
      schema: {
        tags,
        summary: "A catalogue's products in page order, with the catalogue's prices",
        params: CatalogueIdParams,
        querystring: CatalogueProductsQuery,
        response: { 200: ProductPage, 304: notModified, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => {
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
    },
  );
};
