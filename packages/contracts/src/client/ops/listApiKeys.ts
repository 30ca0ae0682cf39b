// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const listApiKeys = {
  id: 'listApiKeys',
  method: 'GET',
  path: '/api/v1/admin/api-keys',
} as Operation<(typeof routes)['apiKeysApi']['listApiKeys']>;
