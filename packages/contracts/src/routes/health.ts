import { HealthResponse } from '../health.ts';
import { defineRoutes } from './define.ts';

/** The health routes (docs/api.md#the-route-table). */
export const healthApi = /* @__PURE__ */ defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    tags: ['health'],
    summary: 'Liveness and readiness',
    response: { 200: HealthResponse },
  },
});
