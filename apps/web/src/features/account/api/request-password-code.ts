import { call, ops } from '../../../lib/api/index.ts';

/**
 * POST /auth/otp PURPOSE password: a code by SMS to the account's phone, proving a password change
 * in 'Mes informations'. Without the default handler: the form shows the refusal under the code.
 */
export const requestPasswordCode = (phone: string) =>
  call(ops.sendOtp, { body: { PHONE: phone, PURPOSE: 'password' } }, { auth: false, defaultHandler: false });
