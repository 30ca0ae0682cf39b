import type { ResetGrant } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/password/verify-code: the code sent for PURPOSE reset → a short-lived reset token. */
export function verifyResetCode(phone: string, code: string): Promise<ResetGrant> {
  return authPost<ResetGrant>('/auth/password/verify-code', { PHONE: phone, CODE: code });
}
