import { ApiError, PageQuery, Product, ProductIdParams, ProductListQuery, ProductPage, ProductSkuParams } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProductsRepository } from './products.repository.ts';
import { createProductsService } from './products.service.ts';

const listResponses = { 200: ProductPage, 400: ApiError, 500: ApiError };
const oneResponses = { 200: Product, 400: ApiError, 404: ApiError, 500: ApiError };

/** GET /products (search, aisles, catalogue range, kind), /products/banner, /products/:id, /products/sku/:sku. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = createProductsService(createProductsRepository(app.database.db), app.clock);
  const tags = ['products'];

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products: all, an aisle (category_ids), the catalogues of a range, food/non-food, or a text search',
        querystring: ProductListQuery,
        response: listResponses,
      },
    },
    async (req) => products.list(req.query),
  );

  app.get(
    '/products/banner',
    { schema: { tags, summary: 'Products of the home banner (category 726)', querystring: PageQuery, response: listResponses } },
    async (req) => products.banner(req.query),
  );

  app.get(
    '/products/sku/:sku',
    { schema: { tags, summary: 'One product by its article code (sku)', params: ProductSkuParams, response: oneResponses } },
    async (req) => products.bySku(req.params.sku),
  );

  app.get(
    '/products/:id',
    { schema: { tags, summary: 'One product by id', params: ProductIdParams, response: oneResponses } },
    async (req) => products.byId(req.params.id),
  );
};
