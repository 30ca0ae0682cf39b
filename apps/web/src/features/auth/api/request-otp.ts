import type { OtpPurpose } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/otp: a 5-digit code by SMS for sign-in, registration or a password reset. */
export const requestOtp = (phone: string, purpose: OtpPurpose) =>
  call(ops.sendOtp, { body: { PHONE: phone, PURPOSE: purpose } }, SIGN_IN_CALL);
