import { z } from 'zod';
import { ApiError } from '../errors.ts';

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
