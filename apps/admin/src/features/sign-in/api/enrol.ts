import type { StaffSession } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/auth/enrol: the first code confirms the secret; opens the session with the recovery codes. */
export function enrol(body: { ticket: string; code: string }): Promise<StaffSession> {
  return request<StaffSession>('POST', '/admin/auth/enrol', { body, publicCall: true });
}
