import type { StaffCreateRequest, StaffCreated as StaffCreatedSchema } from '@qadhya/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/api/client.ts';

/** The answer of a creation or a password reset: the member and a password shown once. */
export type StaffCreated = z.infer<typeof StaffCreatedSchema>;

/** POST /admin/staff: the new member and their initial password (shown once). */
export function createStaff(body: z.input<typeof StaffCreateRequest>): Promise<StaffCreated> {
  return request<StaffCreated>('POST', '/admin/staff', { body });
}
