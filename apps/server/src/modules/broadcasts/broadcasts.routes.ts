import { ApiError, Broadcast, BroadcastDraft, BroadcastPage, BroadcastParams, BroadcastPreview, BroadcastSchedule, BroadcastsQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';

/** Broadcasts one staff member may send or schedule a day (docs/notifications.md#broadcasts). */
export const BROADCAST_SEND_LIMIT = { name: 'broadcast-send', max: 20, windowMs: 86_400_000, message: 'Too many broadcasts sent today: try again tomorrow.' };

const notFound = ApiError.describe('BROADCAST_NOT_FOUND');
const locked = ApiError.describe('BROADCAST_LOCKED: not in a state that allows this');

/** « Notifications push »: marketing's broadcasts (docs/notifications.md#broadcasts). */
export const broadcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  const broadcasts = app.services.broadcasts;
  const config = { roles: CONTENT_ROLES };
  const base = { tags: ['admin'], security: staffAuth };

  app.get(
    '/admin/broadcasts',
    { config, schema: { ...base, summary: 'Broadcasts, newest first, with status and counters (admin, marketing)', querystring: BroadcastsQuery, response: { 200: BroadcastPage, 400: ApiError, ...guarded } } },
    async (req) => broadcasts.list(req.query.page, req.query.pageSize),
  );

  app.post(
    '/admin/broadcasts',
    {
      config,
      schema: {
        ...base,
        summary: 'Creates a draft broadcast (admin, marketing)',
        body: BroadcastDraft,
        response: { 201: Broadcast, 400: ApiError.describe('VALIDATION_FAILED or BROADCAST_AUDIENCE_NOT_FOUND'), ...guarded },
      },
    },
    async (req, reply) => reply.code(201).send(await broadcasts.create(req.body, actorOf(req))),
  );

  app.get(
    '/admin/broadcasts/:id',
    { config, schema: { ...base, summary: 'One broadcast (admin, marketing)', params: BroadcastParams, response: { 200: Broadcast, 400: ApiError, ...guarded, 404: notFound } } },
    async (req) => broadcasts.get(req.params.id),
  );

  app.put(
    '/admin/broadcasts/:id',
    {
      config,
      schema: {
        ...base,
        summary: 'Edits a draft (admin, marketing); 409 once scheduled',
        params: BroadcastParams,
        body: BroadcastDraft,
        response: { 200: Broadcast, 400: ApiError, ...guarded, 404: notFound, 409: locked },
      },
    },
    async (req) => broadcasts.update(req.params.id, req.body, actorOf(req)),
  );

  app.get(
    '/admin/broadcasts/:id/preview',
    {
      config,
      schema: {
        ...base,
        summary: 'How many shoppers it reaches (switch on; with push) and its texts (admin, marketing)',
        params: BroadcastParams,
        response: { 200: BroadcastPreview, 400: ApiError, ...guarded, 404: notFound },
      },
    },
    async (req) => broadcasts.preview(req.params.id),
  );

  app.post(
    '/admin/broadcasts/:id/schedule',
    {
      config,
      preHandler: async (req) => app.limits.hit(BROADCAST_SEND_LIMIT, `s${actorOf(req).staffId}`),
      schema: {
        ...base,
        summary: 'Schedules a draft at send_at (≥ now) or sends it now (send_at null) (admin, marketing)',
        params: BroadcastParams,
        body: BroadcastSchedule,
        response: {
          200: Broadcast,
          400: ApiError.describe('VALIDATION_FAILED or BROADCAST_SEND_AT_PAST'),
          ...guarded,
          404: notFound,
          409: locked,
          429: ApiError.describe('RATE_LIMITED: too many broadcasts today by this staff member'),
        },
      },
    },
    async (req) => broadcasts.schedule(req.params.id, req.body, actorOf(req)),
  );

  app.post(
    '/admin/broadcasts/:id/cancel',
    {
      config,
      schema: { ...base, summary: 'Cancels a scheduled broadcast before it starts (admin, marketing)', params: BroadcastParams, response: { 200: Broadcast, 400: ApiError, ...guarded, 404: notFound, 409: locked } },
    },
    async (req) => broadcasts.cancel(req.params.id, actorOf(req)),
  );
};
