import { call, ops } from '../../../lib/api/index.ts';
import { newRequestId } from '../model/request-id.ts';

/**
 * The three-dot menu's writes (docs/shopping-lists.md#details-course). Silent and without the default
 * handler: the sheet shows every failure in its own note.
 */
const SHEET_CALL = { silent: true, defaultHandler: false } as const;

/** PUT /lists/:id/members: the owner's choice of family members. */
export const assignListMembers = (id: number, memberIds: number[]) =>
  call(ops.assignListMembers, { params: { id }, body: { member_ids: memberIds } }, SHEET_CALL);

/** POST /lists/:id/boost: a nudge to the members (once an hour per list, a 429 otherwise). */
export const boostList = (id: number) => call(ops.boostList, { params: { id }, body: { request_id: newRequestId() } }, SHEET_CALL);

/** POST /lists/:id/reject: the list moves to Historique as Rejetée. */
export const rejectList = (id: number) => call(ops.rejectShoppingList, { params: { id } }, SHEET_CALL);
