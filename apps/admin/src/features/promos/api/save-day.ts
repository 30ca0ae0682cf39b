import type { AdminPromoDayRequest } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** PUT /admin/promos/:date: the day's whole list (all rows or none, 422 PROMO_ROWS_INVALID). */
export function savePromoDay(date: string, body: AdminPromoDayRequest) {
  return call(ops.replaceAdminPromoDay, { params: { date }, body });
}
