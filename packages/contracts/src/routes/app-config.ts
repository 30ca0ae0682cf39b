import { AppConfigResponse } from '../app-config.ts';
import { defineRoutes } from './define.ts';
import { open } from './shared.ts';

/** The app-config routes (docs/api.md#the-route-table). */
export const appConfigApi = /* @__PURE__ */ defineRoutes(open('app'), {
  getAppConfig: {
    method: 'GET',
    path: '/api/v1/app/config',
    summary: "The app's start-up configuration: the games popup's games and the web build now served (Deploy.Version)",
    response: { 200: AppConfigResponse },
  },
});
