import { LiveResponse, ReadyResponse } from '../health.ts';
import { defineRoutes } from './define.ts';

/** The probes routes (docs/api.md#the-route-table). */
export const probesApi = /* @__PURE__ */ defineRoutes({ tags: ['health'] } as const, {
  getLiveness: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process is up',
    response: { 200: LiveResponse },
  },
  getReadiness: {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers, migrations are applied, not shutting down (Redis away: 200 degraded)',
    response: { 200: ReadyResponse, 503: ReadyResponse.describe('Not ready: the failing checks are named') },
  },
});
