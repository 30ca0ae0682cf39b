import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/otp/verify: signs in (or up) with the code sent for PURPOSE login. */
export const verifyOtp = (phone: string, code: string) => call(ops.verifyOtp, { body: { PHONE: phone, CODE: code } }, SIGN_IN_CALL);
