import { LiveResponse, ReadyResponse } from '../health.ts';
import { defineRoutes } from './define.ts';

/** The probes routes (docs/api.md#the-route-table). */
export const probesApi = /* @__PURE__ */ defineRoutes({
  getLiveness: {
    method: 'GET',
    path: '/api/health/live',
    tags: ['health'],
    summary: 'Liveness: the process is up',
    response: { 200: LiveResponse },
  },
  getReadiness: {
    method: 'GET',
    path: '/api/health/ready',
    tags: ['health'],
    summary: 'Readiness: the database answers, migrations are applied, not shutting down (Redis away: 200 degraded)',
    response: { 200: ReadyResponse, 503: ReadyResponse.describe('Not ready: the failing checks are named') },
  },
});
