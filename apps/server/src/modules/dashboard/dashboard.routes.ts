import { dashboardApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

/** The back office's home figures (docs/back-office-content.md#dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = app.services.dashboard;
  app.route({
    ...routeOf(app, dashboardApi.getAdminDashboard),
    config: { roles: ['admin', 'marketing', 'store_manager'] },
    handler: async (req) => {
      // This copy's answered scans, counted in memory, are written first (docs/scan.md#counting-scans).
      await app.services.scan.flushScans().catch((err: unknown) => req.log.warn({ err }, 'could not write the scan log'));
      return dashboard.figures(staffOf(req));
    },
  });
};
