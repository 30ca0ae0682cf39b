import { AdminStore, AdminStoreCreate, AdminStorePage, AdminStoreParams, AdminStoreQuery, AdminStoreUpdate } from '../admin-stores.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { guarded, staffAuth } from './shared.ts';

const notFound = { 404: ApiError.describe('STORE_NOT_FOUND') };

/** The store-admin routes (docs/api.md#the-route-table). */
export const storeAdminApi = /* @__PURE__ */ defineRoutes({
  listAdminStores: {
    method: 'GET',
    path: '/api/v1/admin/stores',
    tags: ['admin'],
    summary: 'Stores by name, delegation or code (admin; a store manager sees their own stores)',
    security: staffAuth,
    querystring: AdminStoreQuery,
    response: { 200: AdminStorePage, 400: ApiError, ...guarded },
  },
  getAdminStore: {
    method: 'GET',
    path: '/api/v1/admin/stores/:code',
    tags: ['admin'],
    summary: 'One store (admin; a store manager only their own: another is 404 STORE_NOT_FOUND for them)',
    security: staffAuth,
    params: AdminStoreParams,
    response: { 200: AdminStore, 400: ApiError, ...guarded, ...notFound },
  },
  createAdminStore: {
    method: 'POST',
    path: '/api/v1/admin/stores',
    tags: ['admin'],
    summary: 'Opens a new store in a delegation, with its position inside Tunisia and its hours (admin)',
    security: staffAuth,
    body: AdminStoreCreate,
    response: {
      201: AdminStore,
      400: ApiError,
      ...guarded,
      409: ApiError.describe('STORE_CODE_TAKEN'),
      422: ApiError.describe('DELEGATION_NOT_FOUND'),
    },
  },
  updateAdminStore: {
    method: 'PATCH',
    path: '/api/v1/admin/stores/:code',
    tags: ['admin'],
    summary: 'Changes a store’s names, address, phone, position (inside Tunisia), opening hours or temporary closing (admin)',
    security: staffAuth,
    params: AdminStoreParams,
    body: AdminStoreUpdate,
    response: { 200: AdminStore, 400: ApiError, ...guarded, ...notFound },
  },
});
