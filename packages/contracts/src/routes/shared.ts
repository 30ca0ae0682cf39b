import { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { ApiTag } from './tags.ts';

// Pieces several route tables share (docs/api.md#the-route-table).

export const staffAuth = [{ staffAuth: [] }];
export const guarded = {
  401: ApiError.describe('UNAUTHORIZED: no live staff session (a shopper token never is one)'),
  403: ApiError.describe('FORBIDDEN: the role does not allow this route'),
};
export const notModified = z.null().describe('Not modified (If-None-Match)');
/** A route open to visitors that a bearer token, when sent, signs in (it must then be live). */
export const bearerOrNone: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
export const tooMany = ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header');
export const singleFileForm = (field: string, description: string) =>
  z.unknown().meta({
    type: 'object',
    properties: { [field]: { type: 'string', format: 'binary', description } },
    required: [field],
  });

// The defaults of a table: `defineRoutes(signedIn('family'), table)` (docs/api.md#the-route-table).
/** A signed-in shopper's routes: their tags, the bearer token; 401 without it, 500. */
export const signedIn = <const T extends readonly ApiTag[]>(...tags: T) => ({
  tags,
  security: [{ bearerAuth: [] }],
  answers: { 401: ApiError, 500: ApiError },
});
/** The back office's routes: their tags, a staff session and the role the route asks for. */
export const staffOnly = <const T extends readonly ApiTag[]>(...tags: T) => ({ tags, security: staffAuth, answers: guarded });
/** Routes open to anyone: their tags; 500 is their only shared answer. */
export const open = <const T extends readonly ApiTag[]>(...tags: T) => ({ tags, answers: { 500: ApiError } });
const apiKeys: Record<string, string[]>[] = [{ apiKey: [] }, { apiKeyHeader: [] }];
/** The partners' routes (docs/integrations.md): an API key in the query or a header, its scopes and stores, its rate. */
export const partnerKey = <const T extends readonly ApiTag[]>(...tags: T) => ({
  tags,
  security: apiKeys,
  answers: {
    401: ApiError.describe('API_KEY_INVALID: no key, an unknown or a revoked one'),
    403: ApiError.describe('API_KEY_SCOPE_MISSING | API_KEY_STORE_FORBIDDEN (a key bound to other stores)'),
    429: ApiError.describe('RATE_LIMITED {retry_after}: the key’s requests a minute'),
  },
});
