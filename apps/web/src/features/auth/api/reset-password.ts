import type { AuthSession } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/password/reset: the new password; the server ends every other session. */
export function resetPassword(resetToken: string, password: string): Promise<AuthSession> {
  return authPost<AuthSession>('/auth/password/reset', { reset_token: resetToken, PASSWORD: password });
}
