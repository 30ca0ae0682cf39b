import type { AdminSimPage, AdminSimReservation, AdminSimStatusBody, SimStatus } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** « Réservations SIM » in the support inbox (docs/mobile-offer.md#back-office). */
export const simListKey = ['admin-sim-reservations'] as const;
export const simKey = (id: number) => ['admin-sim-reservation', id] as const;

/** GET /admin/sim-reservations: one keyset page (newest first) and the counts by status. */
export function listSimReservations(status: SimStatus | undefined, cursor: string | null, signal?: AbortSignal, limit = 25): Promise<AdminSimPage> {
  return request<AdminSimPage>('GET', '/admin/sim-reservations', { query: { status, cursor, limit }, signal });
}

/** GET /admin/sim-reservations/:id: the whole request, the ID number and the shopper's phone masked. */
export function getSimReservation(id: number, signal?: AbortSignal): Promise<AdminSimReservation> {
  return request<AdminSimReservation>('GET', `/admin/sim-reservations/${id}`, { signal });
}

/**
 * POST …/:id/id-number: the whole ID number (the server audits each reading). The caller keeps it in
 * the open view's state only: never in the query cache.
 */
export function readSimIdNumber(id: number): Promise<{ NUMBER_IDENTITE: string }> {
  return request<{ NUMBER_IDENTITE: string }>('POST', `/admin/sim-reservations/${id}/id-number`, { body: {} });
}

/** POST …/:id/status: once per request_key (the move form keeps its key until the move succeeds). */
export function moveSimReservation(id: number, body: AdminSimStatusBody): Promise<AdminSimReservation> {
  return request<AdminSimReservation>('POST', `/admin/sim-reservations/${id}/status`, { body });
}
