import { lastChanceAlertsAdminApi, lastChanceFollowsApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLang } from '../../http/lang.ts';
import { routesWith } from '../../http/route.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

/** Changes of one shopper's follows per hour. */
export const FOLLOWS_WRITES_PER_HOUR = 60;

/** GET/PUT /last-chance/follows (docs/last-chance.md#alerts). */
export const lastChanceFollowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.lastChanceAlerts;
  const route = routesWith(app, { preHandler: app.requireUser });
  // A write per tap at most: 60 changes an hour per account, like the other per-account writes.
  const writeLimit = app.limits.perAccount({
    name: 'last-chance-follows',
    max: FOLLOWS_WRITES_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many changes of your follows: try again later.',
  });

  route(lastChanceFollowsApi.getLastChanceFollows, async (req, reply) => alerts.follows(userIdOf(req), answerLang(req, reply)));

  route(
    lastChanceFollowsApi.setLastChanceFollows,
    async (req, reply) => alerts.setFollows(userIdOf(req), req.body, answerLang(req, reply)),
    {
      preHandler: [app.requireUser, writeLimit],
    },
  );
};

/** GET /admin/last-chance-alerts: followers per store and what the alerts sold. */
export const lastChanceAlertsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.lastChanceAlerts;
  const route = routesWith(app, { config: { roles: ['admin', 'marketing', 'store_manager'] as const } });

  route(lastChanceAlertsAdminApi.getAdminLastChanceAlerts, async (req) => alerts.report(req.query, staffOf(req)));
};
