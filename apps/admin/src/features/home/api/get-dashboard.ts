import type { AdminDashboard } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const dashboardKey = ['admin-dashboard'] as const;

/** GET /admin/dashboard: the home's figures (a store manager's are of their stores). */
export function getDashboard(): Promise<AdminDashboard> {
  return request<AdminDashboard>('GET', '/admin/dashboard');
}
