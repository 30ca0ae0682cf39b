import { AdminLastChancePage, AdminStockPage, AdminStoreStockQuery } from '../admin-store-stock.ts';
import { AdminStoreParams } from '../admin-stores.ts';
import { ApiError } from '../errors.ts';
import { PageQuery } from '../pagination.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

const notFound = ApiError.describe('STORE_NOT_FOUND: unknown, or not among a store manager’s stores');

/** The store-stock-admin routes (docs/api.md#the-route-table). */
export const storeStockAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listAdminStoreStock: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code/stock',
    summary: 'A store’s stock by sku, searchable, or only what is out of stock (admin; a store manager their own stores)',
    params: AdminStoreParams,
    querystring: AdminStoreStockQuery,
    response: { 200: AdminStockPage, 404: notFound },
  },
  listAdminStoreLastChance: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code/last-chance',
    summary: 'A store’s last-chance offers by sku (admin; a store manager their own stores)',
    params: AdminStoreParams,
    querystring: PageQuery,
    response: { 200: AdminLastChancePage, 404: notFound },
  },
});
