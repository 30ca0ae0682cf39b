import { ApiError } from '../errors.ts';
import { StockQuery, StockResponse } from '../stock.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The stock routes (docs/api.md#the-route-table). */
export const stockApi = /* @__PURE__ */ defineRoutes(open('stock'), {
  getStock: {
    method: 'GET',
    path: '/api/v1/stock',
    summary:
      'Stock of an article: in the given stores (at most 50; no row → 0), or a page of the stores that have it, the current store first, then nearest first (cached ≤ 2 s)',
    querystring: StockQuery,
    response: { 200: StockResponse, 304: notModified, 404: ApiError },
  },
});
