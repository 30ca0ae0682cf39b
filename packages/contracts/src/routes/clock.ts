import { ClockResponse } from '../clock.ts';
import { defineRoutes } from './define.ts';
import { open } from './shared.ts';

/** The clock routes (docs/api.md#the-route-table). */
export const clockApi = /* @__PURE__ */ defineRoutes(open('clock'), {
  getClock: {
    method: 'GET',
    path: '/api/v1/clock',
    summary: "The server's now and today in Tunis (APP_NOW pins it)",
    response: { 200: ClockResponse },
  },
});
