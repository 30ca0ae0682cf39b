import type { Staff } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/auth/password: one's own password (lifts a forced change). */
export function changePassword(body: { current_password: string; new_password: string }): Promise<Staff> {
  return request<Staff>('POST', '/admin/auth/password', { body });
}
