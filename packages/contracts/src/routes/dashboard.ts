import { AdminDashboard } from '../admin-dashboard.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** The dashboard routes (docs/api.md#the-route-table). */
export const dashboardApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  getAdminDashboard: {
    method: 'GET',
    path: '/api/v1/admin/dashboard',
    summary:
      'The home’s figures: shoppers active and scans today and over 7 days, top favourites, stock-outs of this week’s catalogue (a store manager: their stores’ stock-outs only)',
    response: { 200: AdminDashboard },
  },
});
