import { call, ops } from '../api/call.ts';

export const staffKey = ['staff'] as const;

/** GET /admin/staff: every member. */
export function listStaff() {
  return call(ops.listStaff).then((r) => r.items);
}
