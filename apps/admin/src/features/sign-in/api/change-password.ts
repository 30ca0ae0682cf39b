import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/auth/password: one's own password (lifts a forced change). */
export function changePassword(body: { current_password: string; new_password: string }) {
  return call(ops.changeStaffPassword, { body });
}
