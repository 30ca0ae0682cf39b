import { ApiError } from '../errors.ts';
import { ApiKey, ApiKeyCreateRequest, ApiKeyCreated, ApiKeyIdParams, ApiKeyPage, ApiKeyQuery } from '../integrations.ts';
import { defineRoutes } from './define.ts';
import { staffOnly } from './shared.ts';

/** Staff routes whose 401 and 403 say who may call them. */
const table = {
  ...staffOnly('admin', 'integrations'),
  answers: {
    401: ApiError.describe('UNAUTHORIZED: no live staff session'),
    403: ApiError.describe('FORBIDDEN: admin only'),
  },
};

/** The api-keys routes (docs/api.md#the-route-table). */
export const apiKeysApi = /* @__PURE__ */ defineRoutes(table, {
  createApiKey: {
    method: 'POST',
    path: '/api/v1/admin/api-keys',
    summary: 'Creates an API key with its scopes and optional stores (admin): the key comes back once, only its SHA-256 is kept',
    body: ApiKeyCreateRequest,
    response: { 201: ApiKeyCreated, 422: ApiError.describe('STORE_NOT_FOUND: a bound store does not exist') },
  },
  listApiKeys: {
    method: 'GET',
    path: '/api/v1/admin/api-keys',
    summary: 'The API keys, newest first (admin): name, prefix, scopes, stores, created, last used, revoked',
    querystring: ApiKeyQuery,
    response: { 200: ApiKeyPage },
  },
  revokeApiKey: {
    method: 'POST',
    path: '/api/v1/admin/api-keys/:id/revoke',
    summary: 'Revokes an API key at once (admin): its next request is a 401; revoking it again changes nothing',
    params: ApiKeyIdParams,
    response: { 200: ApiKey, 404: ApiError.describe('API_KEY_NOT_FOUND') },
  },
});
