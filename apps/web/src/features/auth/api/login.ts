import type { AuthSession } from '@qadhya/contracts';
import { authPost } from './auth-request.ts';

/** POST /auth/login: the classic phone + password connexion, checked by the server. */
export function login(phone: string, password: string): Promise<AuthSession> {
  return authPost<AuthSession>('/auth/login', { PHONE: phone, PASSWORD: password });
}
