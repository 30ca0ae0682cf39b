import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/staff/:id/factor-unlock: lifts a second factor locked by wrong codes (docs/back-office.md#second-factor). */
export function unlockStaffFactor(id: number) {
  return call(ops.unlockStaffFactor, { params: { id } });
}
