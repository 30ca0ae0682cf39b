import { inboxApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { currentAppVersion, DEV_VERSION } from '../app-config/app-version.ts';

/** How often a copy looks for published catalogues that became visible (docs/notifications.md#events). */
export const CATALOGUE_CHECK_MS = 5 * 60_000;

/** The shopper's inbox (docs/notifications.md#inbox): every answer is the caller's own. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = app.services.notifications;
  const auth = { preHandler: app.requireUser };

  // A catalogue published ahead of its week is announced when shoppers can see it.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A new build served: every shopper is told once (release:<version>), in the background.
    const version = currentAppVersion(app.config.webDist);
    if (version !== DEV_VERSION) {
      app.services.inboxEvents.release(version).catch((err: unknown) => app.log.warn({ err }, 'could not announce the release'));
    }
    timer = setInterval(() => {
      app.services.inboxEvents
        .announceDueCatalogues()
        .catch((err: unknown) => app.log.warn({ err }, 'could not announce the due catalogues'));
    }, CATALOGUE_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.route({
    ...routeOf(app, inboxApi.listMyNotifications),
    ...auth,
    handler: async (req, reply) =>
      inbox.list(userIdOf(req), { cursor: req.query.cursor, limit: req.query.limit, lang: answerLang(req, reply) }),
  });

  app.route({
    ...routeOf(app, inboxApi.countUnreadNotifications),
    ...auth,
    handler: async (req) => inbox.unread(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, inboxApi.markAllNotificationsRead),
    ...auth,
    handler: async (req) => inbox.readAll(userIdOf(req)),
  });

  app.route({
    ...routeOf(app, inboxApi.markNotificationRead),
    ...auth,
    handler: async (req) => inbox.read(userIdOf(req), req.params.id),
  });

  app.route({
    ...routeOf(app, inboxApi.deleteNotification),
    ...auth,
    handler: async (req, reply) => {
      await inbox.remove(userIdOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
};
