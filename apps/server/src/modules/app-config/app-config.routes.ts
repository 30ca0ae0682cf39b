import { ApiError, AppConfigResponse } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAppVersion } from './app-version.ts';

/**
 * GET /app/config: the spec's start-up configuration, `{ games, Deploy: { Version } }`
 * (docs/app-root.md#app-update). Public; never cached, so a new deployment is seen at once.
 */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/config',
    {
      schema: {
        tags: ['app'],
        summary: "The app's start-up configuration: the games popup's games and the web build now served (Deploy.Version)",
        response: { 200: AppConfigResponse, 500: ApiError },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { games: [], Deploy: { Version: currentAppVersion(app.config.webDist) } };
    },
  );
};
