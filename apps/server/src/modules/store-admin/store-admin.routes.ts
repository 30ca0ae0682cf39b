import { AdminStore, AdminStoreCreate, AdminStorePage, AdminStoreParams, AdminStoreQuery, AdminStoreUpdate, ApiError } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf, guarded, staffAuth } from '../content-admin/route-parts.ts';

/** Stores in the back office (docs/back-office-content.md#stores). */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const stores = app.services.storeAdmin;
  const readers = { roles: ['admin', 'store_manager'] as const };
  const notFound = { 404: ApiError.describe('STORE_NOT_FOUND') };

  app.get(
    '/admin/stores',
    {
      config: readers,
      schema: {
        tags: ['admin'],
        summary: 'Stores by name, delegation or code (admin; a store manager sees their own stores)',
        security: staffAuth,
        querystring: AdminStoreQuery,
        response: { 200: AdminStorePage, 400: ApiError, ...guarded },
      },
    },
    async (req) => stores.search(req.query, staffOf(req)),
  );

  app.get(
    '/admin/stores/:code',
    {
      config: readers,
      schema: {
        tags: ['admin'],
        summary: 'One store (admin; a store manager only their own: another is 404 STORE_NOT_FOUND for them)',
        security: staffAuth,
        params: AdminStoreParams,
        response: { 200: AdminStore, 400: ApiError, ...guarded, ...notFound },
      },
    },
    async (req) => stores.get(req.params.code, staffOf(req)),
  );

  app.post(
    '/admin/stores',
    {
      config: { roles: ['admin'] },
      schema: {
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
    },
    async (req, reply) => reply.code(201).send(await stores.create(req.body, actorOf(req))),
  );

  app.patch(
    '/admin/stores/:code',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Changes a store’s names, address, phone, position (inside Tunisia), opening hours or temporary closing (admin)',
        security: staffAuth,
        params: AdminStoreParams,
        body: AdminStoreUpdate,
        response: { 200: AdminStore, 400: ApiError, ...guarded, ...notFound },
      },
    },
    async (req) => stores.update(req.params.code, req.body, actorOf(req)),
  );
};
