import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/staff/:id/totp-reset: the member enrols again at the next sign-in. */
export function resetStaffTotp(id: number) {
  return call(ops.resetStaffTotp, { params: { id } });
}
