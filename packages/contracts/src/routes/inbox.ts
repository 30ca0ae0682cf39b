import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { NotificationIdParams, NotificationsPage, NotificationsQuery, UnreadCount } from '../notifications.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

const notFound = ApiError.describe("NOT_FOUND: unknown, deleted, or another shopper's");

/** The inbox routes (docs/api.md#the-route-table). */
export const inboxApi = /* @__PURE__ */ defineRoutes(signedIn('notifications'), {
  listMyNotifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    summary:
      "The caller's notifications, newest first, deleted ones left out; titles and texts in the answer's language; ?cursor from next_cursor for older ones",
    querystring: NotificationsQuery,
    response: { 200: NotificationsPage },
  },
  countUnreadNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/unread-count',
    summary: 'How many of the caller’s notifications are unread (the bottom bar’s badge)',
    response: { 200: UnreadCount },
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    summary: 'Marks every notification of the caller read',
    response: { 200: UnreadCount },
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    summary: 'Marks one notification of the caller read (again: unchanged); answers the unread count',
    params: NotificationIdParams,
    response: { 200: UnreadCount, 404: notFound },
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/api/v1/notifications/:id',
    summary: 'Deletes one notification of the caller (hidden; the same event is not written again)',
    params: NotificationIdParams,
    response: { 204: z.null().describe('Deleted'), 404: notFound },
  },
});
