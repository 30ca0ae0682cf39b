import type { Staff, StaffUpdateRequest } from '@qadhya/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/api/client.ts';

/** PATCH /admin/staff/:id: role, stores, disabled. */
export function updateStaff(id: number, body: z.input<typeof StaffUpdateRequest>): Promise<Staff> {
  return request<Staff>('PATCH', `/admin/staff/${id}`, { body });
}
