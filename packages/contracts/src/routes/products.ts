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
import { notModified, open } from './shared.ts';

/** The products routes (docs/api.md#the-route-table). */
export const productsApi = /* @__PURE__ */ defineRoutes(open('products'), {
  listProducts: {
    method: 'GET',
    path: '/api/v1/products',
    summary: 'Products: all, an aisle (category_ids), the catalogues of a range, food/non-food, or a text search',
    querystring: ProductListQuery,
    response: { 200: ProductPage, 304: notModified, 429: ApiError },
  },
  searchProducts: {
    method: 'GET',
    path: '/api/v1/products/search',
    summary:
      "One search for the whole range: name, brand, aisle (French or Arabic), EAN or article code, ranked (whole word, word start, close spelling), with today's promo and the last-chance offer in the shopper's store",
    querystring: ProductSearchQuery,
    response: {
      200: ProductSearchPage,
      304: notModified,
      429: ApiError,
    },
  },
  listBannerProducts: {
    method: 'GET',
    path: '/api/v1/products/banner',
    summary: 'Products of the home banner (category 726)',
    querystring: PageQuery.extend(LangQuery.shape),
    response: { 200: ProductPage },
  },
  getProductBySku: {
    method: 'GET',
    path: '/api/v1/products/sku/:sku',
    summary: 'One product by its article code (sku)',
    params: ProductSkuParams,
    querystring: LangQuery,
    response: { 200: Product, 404: ApiError },
  },
  getProductById: {
    method: 'GET',
    path: '/api/v1/products/:id',
    summary: 'One product by id',
    params: ProductIdParams,
    querystring: LangQuery,
    response: { 200: Product, 404: ApiError },
  },
});
