import { AdminStore, AdminStoreCreate, AdminStorePage, AdminStoreParams, AdminStoreQuery, AdminStoreUpdate } from '../admin-stores.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

const notFound = { 404: ApiError.describe('STORE_NOT_FOUND') };

/** The store-admin routes (docs/api.md#the-route-table). */
export const storeAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listAdminStores: {
    method: 'GET',
    path: '/api/v1/admin/stores',
    summary: 'Stores by name, delegation or code (admin; a store manager sees their own stores)',
    querystring: AdminStoreQuery,
    response: { 200: AdminStorePage },
  },
  getAdminStore: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code',
    summary: 'One store (admin; a store manager only their own: another is 404 STORE_NOT_FOUND for them)',
    params: AdminStoreParams,
    response: { 200: AdminStore, ...notFound },
  },
  createAdminStore: {
    method: 'POST',
    path: '/api/v1/admin/stores',
    summary: 'Opens a new store in a delegation, with its position inside Tunisia and its hours (admin)',
    body: AdminStoreCreate,
    response: {
      201: AdminStore,
      409: ApiError.describe('STORE_CODE_TAKEN'),
      422: ApiError.describe('DELEGATION_NOT_FOUND'),
    },
  },
  updateAdminStore: {
    method: 'PATCH',
    path: '/api/v1/admin/stores/:code',
    summary: 'Changes a store’s names, address, phone, position (inside Tunisia), opening hours or temporary closing (admin)',
    params: AdminStoreParams,
    body: AdminStoreUpdate,
    response: { 200: AdminStore, ...notFound },
  },
});
