import {
  ApiError,
  SupportAgents,
  SupportAssignBody,
  SupportIdParams,
  SupportInboxPage,
  SupportInboxQuery,
  SupportReplyBody,
  SupportRequestDetail,
  SupportStatusBody,
} from '@qadhya/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/staff-auth.ts';
import { actorOf, guarded, staffAuth } from '../content-admin/route-parts.ts';
import { REPLY_LIMIT } from './support-admin.service.ts';

const tags = ['admin'];
const missing = ApiError.describe('SUPPORT_REQUEST_NOT_FOUND');

/** The support inbox (docs/help.md#support-inbox): support and admin staff. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.services.supportAdmin;
  const agents = { roles: ['admin', 'support'] as const };
  const base = { tags, security: staffAuth };

  app.get(
    '/admin/support/requests',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'The support inbox: reports, ideas, contact messages and reviews, newest first, filtered by kind, status, assignee or words; keyset pages (next_cursor) and the counts by kind and status (admin, support)',
        querystring: SupportInboxQuery,
        response: { 200: SupportInboxPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => support.list(req.query, staffOf(req).staffId),
  );

  app.get(
    '/admin/support/agents',
    {
      config: agents,
      schema: { ...base, summary: 'Who a request may be given to: active support and admin staff (admin, support)', response: { 200: SupportAgents, ...guarded } },
    },
    async () => support.agents(),
  );

  app.get(
    '/admin/support/requests/:id',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'One request: its text, sender (the phone masked), store, photo flag, replies, voucher (admin, support)',
        params: SupportIdParams,
        response: { 200: SupportRequestDetail, 400: ApiError, ...guarded, 404: missing },
      },
    },
    async (req) => support.detail(req.params.id),
  );

  app.get(
    '/admin/support/requests/:id/photo',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'A report’s photo (WebP), for staff only: never cached, never public (admin, support)',
        produces: ['image/webp'],
        params: SupportIdParams,
        response: { 200: z.string().describe('WebP image (image/webp)'), 400: ApiError, ...guarded, 404: ApiError.describe('SUPPORT_REQUEST_NOT_FOUND, or NOT_FOUND: no photo') },
      },
    },
    async (req, reply) => {
      const bytes = await support.photo(req.params.id);
      // The bytes go as they are (the 200 schema only documents them).
      const raw: FastifyReply = reply;
      return raw
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.put(
    '/admin/support/requests/:id/status',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'Moves the status: nouveau → en_cours → repondu → clos, back to en_cours, or reopens a closed one (en_cours); audited (admin, support)',
        params: SupportIdParams,
        body: SupportStatusBody,
        response: { 200: SupportRequestDetail, 400: ApiError, ...guarded, 404: missing, 409: ApiError.describe('CONFLICT: not an allowed move') },
      },
    },
    async (req) => support.setStatus(req.params.id, req.body.status, actorOf(req)),
  );

  app.put(
    '/admin/support/requests/:id/assignee',
    {
      config: agents,
      schema: {
        ...base,
        summary: 'Gives the request to an active support or admin staff member (a new one becomes en_cours), or to nobody (null); audited (admin, support)',
        params: SupportIdParams,
        body: SupportAssignBody,
        response: { 200: SupportRequestDetail, 400: ApiError, ...guarded, 404: missing, 422: ApiError.describe('SUPPORT_AGENT_INVALID') },
      },
    },
    async (req) => support.assign(req.params.id, req.body.staff_id, actorOf(req)),
  );

  app.post(
    '/admin/support/requests/:id/replies',
    {
      config: agents,
      preHandler: async (req) => app.limits.hit(REPLY_LIMIT, `s${actorOf(req).staffId}`),
      schema: {
        ...base,
        summary: 'Answers the sender once per request_id: a shopper in their notifications, a guest by e-mail; the request becomes repondu (admin, support). 201 when sent, 200 for a repeated request_id',
        params: SupportIdParams,
        body: SupportReplyBody,
        response: {
          200: SupportRequestDetail,
          201: SupportRequestDetail,
          400: ApiError,
          ...guarded,
          404: missing,
          409: ApiError.describe('CONFLICT: a guest without an e-mail'),
          429: ApiError.describe('RATE_LIMITED: too many replies today by this staff member'),
          503: ApiError.describe('EMAIL_UNAVAILABLE: a guest’s e-mail could not be sent (nothing stored)'),
        },
      },
    },
    async (req, reply) => {
      const { created, detail } = await support.reply(req.params.id, req.body, actorOf(req));
      return reply.code(created ? 201 : 200).send(detail);
    },
  );

  app.post(
    '/admin/support/requests/:id/retain',
    {
      config: agents,
      schema: {
        ...base,
        summary: '« Idée retenue »: issues the idea’s voucher once (5 DT, 30 days), marks it and tells the shopper (admin, support). 201 when retained now, 200 when it already was',
        params: SupportIdParams,
        response: {
          200: SupportRequestDetail,
          201: SupportRequestDetail,
          400: ApiError,
          ...guarded,
          404: missing,
          409: ApiError.describe('SUPPORT_NOT_AN_IDEA: not an idea, or sent without an account'),
        },
      },
    },
    async (req, reply) => {
      const { created, detail } = await support.retain(req.params.id, actorOf(req));
      return reply.code(created ? 201 : 200).send(detail);
    },
  );
};
