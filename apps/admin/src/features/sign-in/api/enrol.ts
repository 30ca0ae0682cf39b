import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/auth/enrol: the first code confirms the secret; opens the session with the recovery codes. */
export function enrol(body: { ticket: string; code: string }) {
  return call(ops.staffEnrolTotp, { body }, { publicCall: true });
}
