import { inboxApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { currentAppVersion, DEV_VERSION } from '../app-config/app-version.ts';

/** How often a copy looks for published catalogues that became visible (docs/notifications.md#events). */
export const CATALOGUE_CHECK_MS = 5 * 60_000;

/** The shopper's inbox (docs/notifications.md#inbox): every answer is the caller's own. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = app.services.notifications;

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

  const route = routesWith(app, { preHandler: app.requireUser });

  route(inboxApi.listMyNotifications, async (req, reply) =>
    inbox.list(userIdOf(req), { cursor: req.query.cursor, limit: req.query.limit, lang: answerLang(req, reply) }),
  );

  route(inboxApi.countUnreadNotifications, async (req) => inbox.unread(userIdOf(req)));

  route(inboxApi.markAllNotificationsRead, async (req) => inbox.readAll(userIdOf(req)));

  route(inboxApi.markNotificationRead, async (req) => inbox.read(userIdOf(req), req.params.id));

  route(inboxApi.deleteNotification, async (req, reply) => noContent(reply, inbox.remove(userIdOf(req), req.params.id)));
};
