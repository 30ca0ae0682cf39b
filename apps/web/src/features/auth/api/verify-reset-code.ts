import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/password/verify-code: the code sent for PURPOSE reset → a short-lived reset token. */
export const verifyResetCode = (phone: string, code: string) =>
  call(ops.verifyResetCode, { body: { PHONE: phone, CODE: code } }, SIGN_IN_CALL);
