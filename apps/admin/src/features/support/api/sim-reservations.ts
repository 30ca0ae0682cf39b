import type { AdminSimStatusBody, SimStatus } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** « Réservations SIM » in the support inbox (docs/mobile-offer.md#back-office). */
export const simListKey = ['admin-sim-reservations'] as const;
export const simKey = (id: number) => ['admin-sim-reservation', id] as const;

/** GET /admin/sim-reservations: one keyset page (newest first) and the counts by status. */
export function listSimReservations(status: SimStatus | undefined, cursor: string | null, signal?: AbortSignal, limit = 25) {
  return call(ops.listAdminSimReservations, { query: { status, cursor: cursor ?? undefined, limit } }, { signal });
}

/** GET /admin/sim-reservations/:id: the whole request, the ID number and the shopper's phone masked. */
export function getSimReservation(id: number, signal?: AbortSignal) {
  return call(ops.getAdminSimReservation, { params: { id } }, { signal });
}

/**
 * POST …/:id/id-number: the whole ID number (the server audits each reading). The caller keeps it in
 * the open view's state only: never in the query cache.
 */
export function readSimIdNumber(id: number) {
  return call(ops.revealSimIdNumber, { params: { id } });
}

/** POST …/:id/status: once per request_key (the move form keeps its key until the move succeeds). */
export function moveSimReservation(id: number, body: AdminSimStatusBody) {
  return call(ops.setSimReservationStatus, { params: { id }, body });
}
