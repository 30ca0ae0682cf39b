import { ApiError, StockQuery, StockResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStockRepository } from './stock.repository.ts';
import { createStockService } from './stock.service.ts';

/** GET /stock?sku=&stores=. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const stock = createStockService(createStockRepository(app.database.db));

  app.get(
    '/stock',
    {
      schema: {
        tags: ['stock'],
        summary: 'Stock of an article in the given stores (comma-separated) or in every store; no row → STOCK 0',
        querystring: StockQuery,
        response: { 200: StockResponse, 400: ApiError, 404: ApiError, 500: ApiError },
      },
    },
    async (req) => ({ items: await stock.forSku(req.query.sku, req.query.stores) }),
  );
};
