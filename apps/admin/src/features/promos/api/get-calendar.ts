import type { AdminPromoCalendar } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const promosKey = ['admin-promos'] as const;

/** GET /admin/promos?month=YYYY-MM: every day of the month with its promos. */
export function getPromoCalendar(month: string): Promise<AdminPromoCalendar> {
  return request<AdminPromoCalendar>('GET', '/admin/promos', { query: { month } });
}
