import { AdminLastChancePage, AdminStockPage, AdminStoreParams, AdminStoreStockQuery, ApiError, PageQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-auth.ts';
import { guarded, staffAuth } from '../content-admin/route-parts.ts';

/** A store's stock and last chance in the back office (docs/back-office-content.md#a-stores-stock-and-last-chance). */
export const storeStockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storeStockAdmin;
  const config = { roles: ['admin', 'store_manager'] as const };
  const errors = { 400: ApiError, ...guarded, 404: ApiError.describe('STORE_NOT_FOUND: unknown, or not among a store manager’s stores') };

  app.get(
    '/admin/stores/:code/stock',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'A store’s stock by sku, searchable, or only what is out of stock (admin; a store manager their own stores)',
        security: staffAuth,
        params: AdminStoreParams,
        querystring: AdminStoreStockQuery,
        response: { 200: AdminStockPage, ...errors },
      },
    },
    async (req) => service.stock(req.params.code, req.query, staffOf(req)),
  );

  app.get(
    '/admin/stores/:code/last-chance',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'A store’s last-chance offers by sku (admin; a store manager their own stores)',
        security: staffAuth,
        params: AdminStoreParams,
        querystring: PageQuery,
        response: { 200: AdminLastChancePage, ...errors },
      },
    },
    async (req) => service.lastChance(req.params.code, req.query, staffOf(req)),
  );
};
