import { ClockResponse } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';

/** The clock routes (docs/api.md#the-route-table). */
export const clockApi = /* @__PURE__ */ defineRoutes({
  getClock: {
    method: 'GET',
    path: '/api/v1/clock',
    tags: ['clock'],
    summary: "The server's now and today in Tunis (APP_NOW pins it)",
    response: { 200: ClockResponse, 500: ApiError },
  },
});
