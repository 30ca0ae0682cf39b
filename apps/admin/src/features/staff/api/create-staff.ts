import type { StaffCreateRequest, StaffCreated as StaffCreatedSchema } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/call.ts';

/** The answer of a creation or a password reset: the member and a password shown once. */
export type StaffCreated = z.infer<typeof StaffCreatedSchema>;

/** POST /admin/staff: the new member and their initial password (shown once). */
export function createStaff(body: z.input<typeof StaffCreateRequest>) {
  return call(ops.createStaff, { body });
}
