import type { Staff } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/staff/:id/totp-reset: the member enrols again at the next sign-in. */
export function resetStaffTotp(id: number): Promise<Staff> {
  return request<Staff>('POST', `/admin/staff/${id}/totp-reset`);
}
