import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/auth/login: the password; answers the enrolment or the TOTP step. */
export function login(body: { email: string; password: string }) {
  return call(ops.staffLogin, { body }, { publicCall: true });
}
