import { AdminLastChancePage, AdminStockPage, AdminStoreStockQuery } from '../admin-store-stock.ts';
import { AdminStoreParams } from '../admin-stores.ts';
import { ApiError } from '../errors.ts';
import { PageQuery } from '../pagination.ts';
import { defineRoutes } from './define.ts';
import { guarded, staffAuth } from './shared.ts';

const errors = { 400: ApiError, ...guarded, 404: ApiError.describe('STORE_NOT_FOUND: unknown, or not among a store manager’s stores') };

/** The store-stock-admin routes (docs/api.md#the-route-table). */
export const storeStockAdminApi = /* @__PURE__ */ defineRoutes({
  listAdminStoreStock: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code/stock',
    tags: ['admin'],
    summary: 'A store’s stock by sku, searchable, or only what is out of stock (admin; a store manager their own stores)',
    security: staffAuth,
    params: AdminStoreParams,
    querystring: AdminStoreStockQuery,
    response: { 200: AdminStockPage, ...errors },
  },
  listAdminStoreLastChance: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code/last-chance',
    tags: ['admin'],
    summary: 'A store’s last-chance offers by sku (admin; a store manager their own stores)',
    security: staffAuth,
    params: AdminStoreParams,
    querystring: PageQuery,
    response: { 200: AdminLastChancePage, ...errors },
  },
});
