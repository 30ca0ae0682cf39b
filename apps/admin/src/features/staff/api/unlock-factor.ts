import type { Staff } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/staff/:id/factor-unlock: lifts a second factor locked by wrong codes (docs/back-office.md#second-factor). */
export function unlockStaffFactor(id: number): Promise<Staff> {
  return request<Staff>('POST', `/admin/staff/${id}/factor-unlock`);
}
