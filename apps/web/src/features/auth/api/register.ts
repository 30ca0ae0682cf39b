import type { AuthSession, RegisterRequest } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/register: the S'inscrire form with the code sent for PURPOSE register. */
export function register(body: RegisterRequest): Promise<AuthSession> {
  return authPost<AuthSession>('/auth/register', body);
}
