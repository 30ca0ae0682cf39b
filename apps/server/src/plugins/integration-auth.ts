import type { ApiScope } from '@qadhya/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { LimitRule } from '../limits/limits.plugin.ts';
import type { ApiKeyPrincipal } from '../modules/integrations/api-keys.service.ts';
import { bearerToken } from './auth.ts';

/** Every route of the chain's systems lives under this prefix and is guarded here (docs/integrations.md). */
export const INTEGRATIONS_PREFIX = '/api/v1/integrations';

export interface IntegrationRouteEntry {
  method: string;
  url: string;
  scope: ApiScope;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Integration route: the API key scope it needs (checked before the body is read). */
    scope?: ApiScope;
    /**
     * The store is named in the body (POST /integrations/receipts): the guard lets a store-bound
     * key through and the route checks the store with keyMayWrite before any write.
     */
    storeInBody?: boolean;
  }
  interface FastifyInstance {
    /** Every integration route with its scope, as registered. */
    integrationRoutes: IntegrationRouteEntry[];
  }
  interface FastifyRequest {
    apiKey: ApiKeyPrincipal | null;
  }
}

export const apiKeyInvalid = () =>
  new AppError(
    401,
    'API_KEY_INVALID',
    'Send a live API key: Authorization: Bearer qk_… or X-Api-Key: qk_… (unknown or revoked keys are refused).',
  );

/** Requests a key may make a minute (docs/integrations.md#calling-with-a-key). */
export const API_KEY_RATE: LimitRule = {
  name: 'api-key',
  max: 600,
  windowMs: 60_000,
  message: 'Too many requests with this API key: slow down.',
};

/** The API key of a guarded integration route's request. */
export function apiKeyOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw apiKeyInvalid();
  return request.apiKey;
}

/**
 * Whether a key may write a store's data (`store`) or the chain's (null): an unbound key everything,
 * a key bound to stores only theirs.
 */
export const keyMayWrite = (key: ApiKeyPrincipal, store: string | null) =>
  key.stores.length === 0 || (store !== null && key.stores.includes(store));

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return bearerToken(request);
}

/**
 * The integrations' one guard. Every route under /api/v1/integrations must declare `config.scope`:
 * a route without one stops the start. In the route's first onRequest hook, before the body is read:
 * no key, an unknown or revoked one → 401 API_KEY_INVALID; a key without the scope → 403
 * API_KEY_SCOPE_MISSING; a key bound to stores writing another store (the route's `:code`) or the
 * whole chain's data (a route without `:code` nor `config.storeInBody`) → 403 API_KEY_STORE_FORBIDDEN; then the key's rate
 * limit (429 RATE_LIMITED).
 */
export const integrationAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('integrationRoutes', [] as IntegrationRouteEntry[]);
  app.decorateRequest('apiKey', null);

  const guard =
    (scope: ApiScope, storeRoute: boolean, storeInBody: boolean): onRequestAsyncHookHandler =>
    async (request) => {
      const presented = presentedKey(request);
      const key = presented ? await app.services.apiKeys.verify(presented) : null;
      if (!key) throw apiKeyInvalid();
      if (!key.scopes.includes(scope)) throw new AppError(403, 'API_KEY_SCOPE_MISSING', `This API key lacks the scope ${scope}.`);
      const store = storeRoute ? (request.params as { code?: unknown } | undefined)?.code : null;
      if (!storeInBody && !keyMayWrite(key, typeof store === 'string' ? store : null)) {
        throw new AppError(403, 'API_KEY_STORE_FORBIDDEN', 'This API key is bound to other stores.');
      }
      await app.limits.hit(API_KEY_RATE, `k${key.id}`);
      request.apiKey = key;
    };

  app.addHook('onRoute', (route) => {
    if (route.url !== INTEGRATIONS_PREFIX && !route.url.startsWith(`${INTEGRATIONS_PREFIX}/`)) return;
    const scope = route.config?.scope;
    if (!scope) throw new Error(`${String(route.method)} ${route.url}: an integration route needs config.scope`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.integrationRoutes.push({ method, url: route.url, scope });
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard(scope, route.url.includes('/:code'), route.config?.storeInBody === true), ...existing];
  });
});
