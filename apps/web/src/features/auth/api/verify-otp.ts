import type { AuthSession } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/otp/verify: signs in (or up) with the code sent for PURPOSE login. */
export function verifyOtp(phone: string, code: string): Promise<AuthSession> {
  return authPost<AuthSession>('/auth/otp/verify', { PHONE: phone, CODE: code });
}
