import { ApiError } from '../errors.ts';
import {
  Broadcast,
  BroadcastDraft,
  BroadcastPage,
  BroadcastParams,
  BroadcastPreview,
  BroadcastSchedule,
  BroadcastsQuery,
} from '../push.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

const notFound = ApiError.describe('BROADCAST_NOT_FOUND');
const locked = ApiError.describe('BROADCAST_LOCKED: not in a state that allows this');

/** The broadcasts routes (docs/api.md#the-route-table). */
export const broadcastsApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listBroadcasts: {
    method: 'GET',
    path: '/api/v1/admin/broadcasts',
    summary: 'Broadcasts, newest first, with status and counters (admin, marketing)',
    querystring: BroadcastsQuery,
    response: { 200: BroadcastPage },
  },
  createBroadcast: {
    method: 'POST',
    path: '/api/v1/admin/broadcasts',
    summary: 'Creates a draft broadcast (admin, marketing)',
    body: BroadcastDraft,
    response: { 201: Broadcast, 400: ApiError.describe('VALIDATION_FAILED or BROADCAST_AUDIENCE_NOT_FOUND') },
  },
  getBroadcast: {
    method: 'GET',
    path: '/api/v1/admin/broadcasts/:id',
    summary: 'One broadcast (admin, marketing)',
    params: BroadcastParams,
    response: { 200: Broadcast, 404: notFound },
  },
  updateBroadcast: {
    method: 'PUT',
    path: '/api/v1/admin/broadcasts/:id',
    summary: 'Edits a draft (admin, marketing); 409 once scheduled',
    params: BroadcastParams,
    body: BroadcastDraft,
    response: { 200: Broadcast, 404: notFound, 409: locked },
  },
  previewBroadcast: {
    method: 'GET',
    path: '/api/v1/admin/broadcasts/:id/preview',
    summary: 'How many shoppers it reaches (switch on; with push) and its texts (admin, marketing)',
    params: BroadcastParams,
    response: { 200: BroadcastPreview, 404: notFound },
  },
  scheduleBroadcast: {
    method: 'POST',
    path: '/api/v1/admin/broadcasts/:id/schedule',
    summary: 'Schedules a draft at send_at (≥ now) or sends it now (send_at null) (admin, marketing)',
    params: BroadcastParams,
    body: BroadcastSchedule,
    response: {
      200: Broadcast,
      400: ApiError.describe('VALIDATION_FAILED or BROADCAST_SEND_AT_PAST'),
      404: notFound,
      409: locked,
      429: ApiError.describe('RATE_LIMITED: too many broadcasts today by this staff member'),
    },
  },
  cancelBroadcast: {
    method: 'POST',
    path: '/api/v1/admin/broadcasts/:id/cancel',
    summary: 'Cancels a scheduled broadcast before it starts (admin, marketing)',
    params: BroadcastParams,
    response: { 200: Broadcast, 404: notFound, 409: locked },
  },
});
