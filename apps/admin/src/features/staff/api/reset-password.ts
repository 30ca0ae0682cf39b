import { request } from '../../../lib/api/client.ts';
import type { StaffCreated } from './create-staff.ts';

/** POST /admin/staff/:id/password-reset: a new initial password, shown once. */
export function resetStaffPassword(id: number): Promise<StaffCreated> {
  return request<StaffCreated>('POST', `/admin/staff/${id}/password-reset`);
}
