import { HealthResponse } from '../health.ts';
import { defineRoutes } from './define.ts';

/** The health routes (docs/api.md#the-route-table). */
export const healthApi = /* @__PURE__ */ defineRoutes({ tags: ['health'] } as const, {
  getHealth: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and readiness',
    response: { 200: HealthResponse },
  },
});
