import { call, ops } from '../../../lib/api/call.ts';

export interface AlertsPeriod {
  from?: string;
  to?: string;
}

export const lastChanceAlertsKey = (q: AlertsPeriod) => ['admin-last-chance-alerts', q.from ?? '', q.to ?? ''] as const;

/** GET /admin/last-chance-alerts: followers per store and what the alerts sold (docs/last-chance.md#alerts). */
export function getLastChanceAlerts(query: AlertsPeriod) {
  return call(ops.getAdminLastChanceAlerts, { query });
}
