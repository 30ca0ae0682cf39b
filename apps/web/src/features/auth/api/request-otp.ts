import type { OtpPurpose, OtpSent } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/otp: a 5-digit code by SMS for sign-in, registration or a password reset. */
export function requestOtp(phone: string, purpose: OtpPurpose): Promise<OtpSent> {
  return authPost<OtpSent>('/auth/otp', { PHONE: phone, PURPOSE: purpose });
}
