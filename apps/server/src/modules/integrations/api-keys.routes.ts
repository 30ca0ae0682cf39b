import { apiKeysApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

const ADMIN = ['admin'] as const;

/** API keys of the chain's systems, in the back office (admin only; docs/integrations.md#keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.services.apiKeys;

  app.route({
    ...routeOf(app, apiKeysApi.createApiKey),
    config: { roles: ADMIN },
    handler: async (req, reply) => reply.code(201).send(await keys.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  });

  app.route({
    ...routeOf(app, apiKeysApi.listApiKeys),
    config: { roles: ADMIN },
    handler: async (req) => keys.list(req.query),
  });

  app.route({
    ...routeOf(app, apiKeysApi.revokeApiKey),
    config: { roles: ADMIN },
    handler: async (req) => keys.revoke({ staffId: staffOf(req).staffId, ip: req.ip }, req.params.id),
  });
};
