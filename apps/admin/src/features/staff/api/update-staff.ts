import type { StaffUpdateRequest } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/call.ts';

/** PATCH /admin/staff/:id: role, stores, disabled. */
export function updateStaff(id: number, body: z.input<typeof StaffUpdateRequest>) {
  return call(ops.updateStaff, { params: { id }, body });
}
