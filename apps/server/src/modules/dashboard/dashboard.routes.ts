import { AdminDashboard } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-auth.ts';
import { guarded, staffAuth } from '../content-admin/route-parts.ts';

/** The back office's home figures (docs/back-office-content.md#dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.services.dashboard;
  app.get(
    '/admin/dashboard',
    {
      config: { roles: ['admin', 'marketing', 'store_manager'] },
      schema: {
        tags: ['admin'],
        summary: 'The home’s figures: shoppers active and scans today and over 7 days, top favourites, stock-outs of this week’s catalogue (a store manager: their stores’ stock-outs only)',
        security: staffAuth,
        response: { 200: AdminDashboard, ...guarded },
      },
    },
    async (req) => {
      // This copy's answered scans, counted in memory, are written first (docs/scan.md#counting-scans).
      await app.services.scan.flushScans().catch((err: unknown) => req.log.warn({ err }, 'could not write the scan log'));
      return dashboard.figures(staffOf(req));
    },
  );
};
