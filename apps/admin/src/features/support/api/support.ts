import type { SupportKind, SupportReplyBody, SupportStatus } from '@qadhya/contracts';
import { fillPath } from '@qadhya/contracts/client';
import { call, ops } from '../../../lib/api/call.ts';
import { buildPath } from '../../../lib/api/client.ts';
import { readToken } from '../../../lib/api/session.ts';

export const inboxKey = ['admin-support-inbox'] as const;
export const requestKey = (id: number) => ['admin-support-request', id] as const;

export interface InboxFilters {
  kind: SupportKind;
  status?: SupportStatus | undefined;
  assigned?: 'me' | 'none' | undefined;
  q?: string | undefined;
}

/** GET /admin/support/requests: one keyset page (newest first) and the counts by kind and status. */
export function listRequests(filters: InboxFilters, cursor: string | null, signal?: AbortSignal) {
  return call(ops.listSupportRequests, { query: { ...filters, cursor: cursor ?? undefined, limit: 25 } }, { signal });
}

export function getRequest(id: number, signal?: AbortSignal) {
  return call(ops.getSupportRequest, { params: { id } }, { signal });
}

export function listAgents(signal?: AbortSignal) {
  return call(ops.listSupportAgents, {}, { signal });
}

export function setStatus(id: number, status: SupportStatus) {
  return call(ops.setSupportRequestStatus, { params: { id }, body: { status } });
}

export function assign(id: number, staffId: number | null) {
  return call(ops.assignSupportRequest, { params: { id }, body: { staff_id: staffId } });
}

/** POST …/replies: once per request_id (the form keeps it until the send succeeds). */
export function sendReply(id: number, body: SupportReplyBody) {
  return call(ops.replyToSupportRequest, { params: { id }, body });
}

export function retainIdea(id: number) {
  return call(ops.retainSupportIdea, { params: { id } });
}

/**
 * The report's photo as a blob URL: the route wants the staff token, which an <img src> cannot send.
 * The caller revokes the URL when done.
 */
export async function fetchPhoto(id: number, signal?: AbortSignal): Promise<string> {
  const token = readToken();
  const res = await fetch(buildPath(fillPath(ops.getSupportRequestPhoto, { id })), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!res.ok) throw new Error(`photo ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
