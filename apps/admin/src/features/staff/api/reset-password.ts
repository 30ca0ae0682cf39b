import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/staff/:id/password-reset: a new initial password, shown once. */
export function resetStaffPassword(id: number) {
  return call(ops.resetStaffPassword, { params: { id } });
}
