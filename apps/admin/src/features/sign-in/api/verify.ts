import type { StaffSession } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/auth/verify: a TOTP code or a recovery code opens the session. */
export function verify(body: { ticket: string; code: string }): Promise<StaffSession> {
  return request<StaffSession>('POST', '/admin/auth/verify', { body, publicCall: true });
}
