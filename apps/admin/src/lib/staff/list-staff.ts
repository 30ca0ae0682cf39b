import type { Staff } from '@qadhya/contracts';
import { request } from '../api/client.ts';

export const staffKey = ['staff'] as const;

/** GET /admin/staff: every member. */
export function listStaff(): Promise<Staff[]> {
  return request<{ items: Staff[] }>('GET', '/admin/staff').then((r) => r.items);
}
