import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/password/reset: the new password; the server ends every other session. */
export const resetPassword = (resetToken: string, password: string) =>
  call(ops.resetPassword, { body: { reset_token: resetToken, PASSWORD: password } }, SIGN_IN_CALL);
