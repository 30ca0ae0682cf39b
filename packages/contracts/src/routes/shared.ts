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
