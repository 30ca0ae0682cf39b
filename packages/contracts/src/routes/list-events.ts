import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { signedIn } from './shared.ts';

/** A comment line on every open stream this often (docs/shopping-lists.md). */
export const HEARTBEAT_MS = 25_000;
/** Open streams per account: a new one ends the oldest. */
export const STREAMS_PER_ACCOUNT = 5;

/** The list-events routes (docs/api.md#the-route-table). */
export const listEventsApi = /* @__PURE__ */ defineRoutes(signedIn('shopping-lists'), {
  streamListEvents: {
    method: 'GET',
    path: '/api/v1/lists/events',
    summary:
      `The caller's live list events (Server-Sent Events, text/event-stream): 'hello' {lists: [{id, version}]} first, then 'list' {list_id, version, removed?} ` +
      `and 'boost' {list_id, notice: {title_fr, title_ar, body_fr, body_ar}} (the inbox's words); a comment every ${HEARTBEAT_MS / 1000} s. At most ${STREAMS_PER_ACCOUNT} open per account (a new one ends the oldest); ` +
      `503 SERVICE_UNAVAILABLE {retry_after} when this server holds all it takes`,
    produces: ['text/event-stream'],
    response: {
      200: z.string().describe('Server-Sent Events (text/event-stream): event: hello | list | boost, data: a ListEvent as JSON'),
      503: ApiError.describe('SERVICE_UNAVAILABLE {retry_after}, with a Retry-After header'),
    },
  },
});
