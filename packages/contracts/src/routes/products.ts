import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { LangQuery } from '../lang.ts';
import { PageQuery } from '../pagination.ts';
import {
  Product,
  ProductIdParams,
  ProductListQuery,
  ProductPage,
  ProductSearchPage,
  ProductSearchQuery,
  ProductSkuParams,
} from '../product.ts';
import { defineRoutes } from './define.ts';

const listResponses = { 200: ProductPage, 400: ApiError, 500: ApiError };
const oneResponses = { 200: Product, 400: ApiError, 404: ApiError, 500: ApiError };

/** The products routes (docs/api.md#the-route-table). */
export const productsApi = /* @__PURE__ */ defineRoutes({
  listProducts: {
    method: 'GET',
    path: '/api/v1/products',
    tags: ['products'],
    summary: 'Products: all, an aisle (category_ids), the catalogues of a range, food/non-food, or a text search',
    querystring: ProductListQuery,
    response: { ...listResponses, 304: z.null().describe('Not modified (If-None-Match)'), 429: ApiError },
  },
  searchProducts: {
    method: 'GET',
    path: '/api/v1/products/search',
    tags: ['products'],
    summary:
      "One search for the whole range: name, brand, aisle (French or Arabic), EAN or article code, ranked (whole word, word start, close spelling), with today's promo and the last-chance offer in the shopper's store",
    querystring: ProductSearchQuery,
    response: {
      200: ProductSearchPage,
      304: z.null().describe('Not modified (If-None-Match)'),
      400: ApiError,
      429: ApiError,
      500: ApiError,
    },
  },
  listBannerProducts: {
    method: 'GET',
    path: '/api/v1/products/banner',
    tags: ['products'],
    summary: 'Products of the home banner (category 726)',
    querystring: PageQuery.extend(LangQuery.shape),
    response: listResponses,
  },
  getProductBySku: {
    method: 'GET',
    path: '/api/v1/products/sku/:sku',
    tags: ['products'],
    summary: 'One product by its article code (sku)',
    params: ProductSkuParams,
    querystring: LangQuery,
    response: oneResponses,
  },
  getProductById: {
    method: 'GET',
    path: '/api/v1/products/:id',
    tags: ['products'],
    summary: 'One product by id',
    params: ProductIdParams,
    querystring: LangQuery,
    response: oneResponses,
  },
});
