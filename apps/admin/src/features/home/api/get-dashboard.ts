import { call, ops } from '../../../lib/api/call.ts';

export const dashboardKey = ['admin-dashboard'] as const;

/** GET /admin/dashboard: the home's figures (a store manager's are of their stores). */
export function getDashboard() {
  return call(ops.getAdminDashboard);
}
