import { ApiError, ApiKey, ApiKeyCreated, ApiKeyCreateRequest, ApiKeyIdParams, ApiKeyPage, ApiKeyQuery } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/staff-auth.ts';

const security = [{ staffAuth: [] }];
const tags = ['admin', 'integrations'];
const ADMIN = ['admin'] as const;
const guarded = {
  401: ApiError.describe('UNAUTHORIZED: no live staff session'),
  403: ApiError.describe('FORBIDDEN: admin only'),
};

/** API keys of the chain's systems, in the back office (admin only; docs/integrations.md#keys). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.services.apiKeys;

  app.post(
    '/admin/api-keys',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        security,
        summary: 'Creates an API key with its scopes and optional stores (admin): the key comes back once, only its SHA-256 is kept',
        body: ApiKeyCreateRequest,
        response: { 201: ApiKeyCreated, 400: ApiError, ...guarded, 422: ApiError.describe('STORE_NOT_FOUND: a bound store does not exist') },
      },
    },
    async (req, reply) => reply.code(201).send(await keys.create({ staffId: staffOf(req).staffId, ip: req.ip }, req.body)),
  );

  app.get(
    '/admin/api-keys',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        security,
        summary: 'The API keys, newest first (admin): name, prefix, scopes, stores, created, last used, revoked',
        querystring: ApiKeyQuery,
        response: { 200: ApiKeyPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => keys.list(req.query),
  );

  app.post(
    '/admin/api-keys/:id/revoke',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        security,
        summary: 'Revokes an API key at once (admin): its next request is a 401; revoking it again changes nothing',
        params: ApiKeyIdParams,
        response: { 200: ApiKey, 400: ApiError, ...guarded, 404: ApiError.describe('API_KEY_NOT_FOUND') },
      },
    },
    async (req) => keys.revoke({ staffId: staffOf(req).staffId, ip: req.ip }, req.params.id),
  );
};
