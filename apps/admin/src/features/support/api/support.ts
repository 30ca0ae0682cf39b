import type { SupportAgents, SupportInboxPage, SupportKind, SupportReplyBody, SupportRequestDetail, SupportStatus } from '@qadhya/contracts';
import { buildPath, request } from '../../../lib/api/client.ts';
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
export function listRequests(filters: InboxFilters, cursor: string | null, signal?: AbortSignal): Promise<SupportInboxPage> {
  return request<SupportInboxPage>('GET', '/admin/support/requests', { query: { ...filters, cursor, limit: 25 }, signal });
}

export function getRequest(id: number, signal?: AbortSignal): Promise<SupportRequestDetail> {
  return request<SupportRequestDetail>('GET', `/admin/support/requests/${id}`, { signal });
}

export function listAgents(signal?: AbortSignal): Promise<SupportAgents> {
  return request<SupportAgents>('GET', '/admin/support/agents', { signal });
}

export function setStatus(id: number, status: SupportStatus): Promise<SupportRequestDetail> {
  return request<SupportRequestDetail>('PUT', `/admin/support/requests/${id}/status`, { body: { status } });
}

export function assign(id: number, staffId: number | null): Promise<SupportRequestDetail> {
  return request<SupportRequestDetail>('PUT', `/admin/support/requests/${id}/assignee`, { body: { staff_id: staffId } });
}

/** POST …/replies: once per request_id (the form keeps it until the send succeeds). */
export function sendReply(id: number, body: SupportReplyBody): Promise<SupportRequestDetail> {
  return request<SupportRequestDetail>('POST', `/admin/support/requests/${id}/replies`, { body });
}

export function retainIdea(id: number): Promise<SupportRequestDetail> {
  return request<SupportRequestDetail>('POST', `/admin/support/requests/${id}/retain`, { body: {} });
}

/**
 * The report's photo as a blob URL: the route wants the staff token, which an <img src> cannot send.
 * The caller revokes the URL when done.
 */
export async function fetchPhoto(id: number, signal?: AbortSignal): Promise<string> {
  const token = readToken();
  const res = await fetch(buildPath(`/admin/support/requests/${id}/photo`), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!res.ok) throw new Error(`photo ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
