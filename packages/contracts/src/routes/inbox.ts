import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { NotificationIdParams, NotificationsPage, NotificationsQuery, UnreadCount } from '../notifications.ts';
import { defineRoutes } from './define.ts';

const notFound = ApiError.describe("NOT_FOUND: unknown, deleted, or another shopper's");

/** The inbox routes (docs/api.md#the-route-table). */
export const inboxApi = /* @__PURE__ */ defineRoutes({
  listMyNotifications: {
    method: 'GET',
    path: '/api/v1/notifications',
    tags: ['notifications'],
    security: [{ bearerAuth: [] }],
    summary:
      "The caller's notifications, newest first, deleted ones left out; titles and texts in the answer's language; ?cursor from next_cursor for older ones",
    querystring: NotificationsQuery,
    response: { 200: NotificationsPage, 400: ApiError, 401: ApiError, 500: ApiError },
  },
  countUnreadNotifications: {
    method: 'GET',
    path: '/api/v1/notifications/unread-count',
    tags: ['notifications'],
    security: [{ bearerAuth: [] }],
    summary: 'How many of the caller’s notifications are unread (the bottom bar’s badge)',
    response: { 200: UnreadCount, 401: ApiError, 500: ApiError },
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    tags: ['notifications'],
    security: [{ bearerAuth: [] }],
    summary: 'Marks every notification of the caller read',
    response: { 200: UnreadCount, 401: ApiError, 500: ApiError },
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    tags: ['notifications'],
    security: [{ bearerAuth: [] }],
    summary: 'Marks one notification of the caller read (again: unchanged); answers the unread count',
    params: NotificationIdParams,
    response: { 200: UnreadCount, 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/api/v1/notifications/:id',
    tags: ['notifications'],
    security: [{ bearerAuth: [] }],
    summary: 'Deletes one notification of the caller (hidden; the same event is not written again)',
    params: NotificationIdParams,
    response: { 204: z.null().describe('Deleted'), 400: ApiError, 401: ApiError, 404: notFound, 500: ApiError },
  },
});
