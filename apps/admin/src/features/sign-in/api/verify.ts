import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/auth/verify: a TOTP code or a recovery code opens the session. */
export function verify(body: { ticket: string; code: string }) {
  return call(ops.staffVerifyTotp, { body }, { publicCall: true });
}
