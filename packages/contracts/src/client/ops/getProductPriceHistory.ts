// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getProductPriceHistory = {
  id: 'getProductPriceHistory',
  method: 'GET',
  path: '/api/v1/products/sku/:sku/price-history',
} as Operation<(typeof routes)['priceHistoryApi']['getProductPriceHistory']>;
