import { ApiError } from '../errors.ts';
import { PriceHistory, PriceHistoryQuery } from '../price-history.ts';
import { ProductSkuParams } from '../product.ts';
import { defineRoutes } from './define.ts';
import { notModified, open } from './shared.ts';

/** The price history of a product (docs/products.md#price-history; docs/api.md#the-route-table). */
export const priceHistoryApi = /* @__PURE__ */ defineRoutes(open('products'), {
  getProductPriceHistory: {
    method: 'GET',
    path: '/api/v1/products/sku/:sku/price-history',
    summary: "A product's prices over the last 12 months at a store (regular, promo, last chance), a point a week, from the price log",
    description:
      "One point a week (its Monday, 52 or 53 of them): the regular price at the week's end and the lowest promo and last-chance prices during it. " +
      'Without `magasin`, chain-wide prices only. Also today’s lowest price and its kind, the lowest price of the 30 days before a running reduction ' +
      'started, and N when today’s price is the lowest for N months (2 to 24). Cached (catalogue, last-chance and stores data versions, the Tunis day), ETag/304. ' +
      'Unknown sku → 404 PRODUCT_NOT_FOUND; unknown store → 404 STORE_NOT_FOUND.',
    params: ProductSkuParams,
    querystring: PriceHistoryQuery,
    response: { 200: PriceHistory, 304: notModified, 404: ApiError.describe('PRODUCT_NOT_FOUND | STORE_NOT_FOUND') },
  },
});
