import { AppConfigResponse } from '../app-config.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';

/** The app-config routes (docs/api.md#the-route-table). */
export const appConfigApi = /* @__PURE__ */ defineRoutes({
  getAppConfig: {
    method: 'GET',
    path: '/api/v1/app/config',
    tags: ['app'],
    summary: "The app's start-up configuration: the games popup's games and the web build now served (Deploy.Version)",
    response: { 200: AppConfigResponse, 500: ApiError },
  },
});
