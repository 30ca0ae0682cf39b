import { ApiError, NotificationIdParams, NotificationsPage, NotificationsQuery, UnreadCount } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLang } from '../../http/lang.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { currentAppVersion, DEV_VERSION } from '../app-config/app-version.ts';

const secured = { security: [{ bearerAuth: [] }] };
const tags = ['notifications'];
const notFound = ApiError.describe("NOT_FOUND: unknown, deleted, or another shopper's");
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
      app.services.inboxEvents.announceDueCatalogues().catch((err: unknown) => app.log.warn({ err }, 'could not announce the due catalogues'));
    }, CATALOGUE_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/notifications',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: "The caller's notifications, newest first, deleted ones left out; titles and texts in the answer's language; ?cursor from next_cursor for older ones",
        querystring: NotificationsQuery,
        response: { 200: NotificationsPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => inbox.list(userIdOf(req), { cursor: req.query.cursor, limit: req.query.limit, lang: answerLang(req, reply) }),
  );

  app.get(
    '/notifications/unread-count',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'How many of the caller’s notifications are unread (the bottom bar’s badge)',
        response: { 200: UnreadCount, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => inbox.unread(userIdOf(req)),
  );

  app.post(
    '/notifications/read-all',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'Marks every notification of the caller read',
        response: { 200: UnreadCount, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => inbox.readAll(userIdOf(req)),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'Marks one notification of the caller read (again: unchanged); answers the unread count',
        params: NotificationIdParams,
        response: { 200: UnreadCount, 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
      },
    },
    async (req) => inbox.read(userIdOf(req), req.params.id),
  );

  app.delete(
    '/notifications/:id',
    {
      ...auth,
      schema: {
        ...secured,
        tags,
        summary: 'Deletes one notification of the caller (hidden; the same event is not written again)',
        params: NotificationIdParams,
        response: { 204: z.null().describe('Deleted'), 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
      },
    },
    async (req, reply) => {
      await inbox.remove(userIdOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
