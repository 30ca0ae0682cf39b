import { z } from 'zod';
import {
  SupportAgents,
  SupportAssignBody,
  SupportIdParams,
  SupportInboxPage,
  SupportInboxQuery,
  SupportReplyBody,
  SupportRequestDetail,
  SupportStatusBody,
} from '../admin-support.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

const missing = ApiError.describe('SUPPORT_REQUEST_NOT_FOUND');

/** The support-admin routes (docs/api.md#the-route-table). */
export const supportAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listSupportRequests: {
    method: 'GET',
    path: '/api/v1/admin/support/requests',
    summary:
      'The support inbox: reports, ideas, contact messages and reviews, newest first, filtered by kind, status, assignee or words; keyset pages (next_cursor) and the counts by kind and status (admin, support)',
    querystring: SupportInboxQuery,
    response: { 200: SupportInboxPage },
  },
  listSupportAgents: {
    method: 'GET',
    path: '/api/v1/admin/support/agents',
    summary: 'Who a request may be given to: active support and admin staff (admin, support)',
    response: { 200: SupportAgents },
  },
  getSupportRequest: {
    method: 'GET',
    path: '/api/v1/admin/support/requests/:id',
    summary: 'One request: its text, sender (the phone masked), store, photo flag, replies, voucher (admin, support)',
    params: SupportIdParams,
    response: { 200: SupportRequestDetail, 404: missing },
  },
  getSupportRequestPhoto: {
    method: 'GET',
    path: '/api/v1/admin/support/requests/:id/photo',
    summary: 'A report’s photo (WebP), for staff only: never cached, never public (admin, support)',
    produces: ['image/webp'],
    params: SupportIdParams,
    response: {
      200: z.string().describe('WebP image (image/webp)'),
      404: ApiError.describe('SUPPORT_REQUEST_NOT_FOUND, or NOT_FOUND: no photo'),
    },
  },
  setSupportRequestStatus: {
    method: 'PUT',
    path: '/api/v1/admin/support/requests/:id/status',
    summary:
      'Moves the status: nouveau → en_cours → repondu → clos, back to en_cours, or reopens a closed one (en_cours); audited (admin, support)',
    params: SupportIdParams,
    body: SupportStatusBody,
    response: {
      200: SupportRequestDetail,
      404: missing,
      409: ApiError.describe('CONFLICT: not an allowed move'),
    },
  },
  assignSupportRequest: {
    method: 'PUT',
    path: '/api/v1/admin/support/requests/:id/assignee',
    summary:
      'Gives the request to an active support or admin staff member (a new one becomes en_cours), or to nobody (null); audited (admin, support)',
    params: SupportIdParams,
    body: SupportAssignBody,
    response: { 200: SupportRequestDetail, 404: missing, 422: ApiError.describe('SUPPORT_AGENT_INVALID') },
  },
  replyToSupportRequest: {
    method: 'POST',
    path: '/api/v1/admin/support/requests/:id/replies',
    summary:
      'Answers the sender once per request_id: a shopper in their notifications, a guest by e-mail; the request becomes repondu (admin, support). 201 when sent, 200 for a repeated request_id',
    params: SupportIdParams,
    body: SupportReplyBody,
    response: {
      200: SupportRequestDetail,
      201: SupportRequestDetail,
      404: missing,
      409: ApiError.describe('CONFLICT: a guest without an e-mail'),
      429: ApiError.describe('RATE_LIMITED: too many replies today by this staff member'),
      503: ApiError.describe('EMAIL_UNAVAILABLE: a guest’s e-mail could not be sent (nothing stored)'),
    },
  },
  retainSupportIdea: {
    method: 'POST',
    path: '/api/v1/admin/support/requests/:id/retain',
    summary:
      '« Idée retenue »: issues the idea’s voucher once (5 DT, 30 days), marks it and tells the shopper (admin, support). 201 when retained now, 200 when it already was',
    params: SupportIdParams,
    response: {
      200: SupportRequestDetail,
      201: SupportRequestDetail,
      404: missing,
      409: ApiError.describe('SUPPORT_NOT_AN_IDEA: not an idea, or sent without an account'),
    },
  },
});
