import { apiKeysApi } from '@qadhya/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { staffOf } from '../../plugins/staff-auth.ts';

const ADMIN = ['admin'] as const;

/** API keys of the chain's systems, in the back office (admin only; docs/integrations.md#keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.services.apiKeys;
  const route = routesWith(app, { config: { roles: ADMIN } });

  route(apiKeysApi.createApiKey, async (req, reply) =>
    reply.code(201).send(await keys.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  );

  route(apiKeysApi.listApiKeys, async (req) => keys.list(req.query));

  route(apiKeysApi.revokeApiKey, async (req) => keys.revoke({ staffId: staffOf(req).staffId, ip: req.ip }, req.params.id));
};
