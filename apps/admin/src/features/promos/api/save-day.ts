import type { AdminPromoDay, AdminPromoDayRequest } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** PUT /admin/promos/:date: the day's whole list (all rows or none, 422 PROMO_ROWS_INVALID). */
export function savePromoDay(date: string, body: AdminPromoDayRequest): Promise<AdminPromoDay> {
  return request<AdminPromoDay>('PUT', `/admin/promos/${date}`, { body });
}
