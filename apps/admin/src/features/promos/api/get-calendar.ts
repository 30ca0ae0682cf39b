import { call, ops } from '../../../lib/api/call.ts';

export const promosKey = ['admin-promos'] as const;

/** GET /admin/promos?month=YYYY-MM: every day of the month with its promos. */
export function getPromoCalendar(month: string) {
  return call(ops.getAdminPromoCalendar, { query: { month } });
}
