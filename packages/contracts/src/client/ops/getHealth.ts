// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getHealth = {
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
} as Operation<(typeof routes)['healthApi']['getHealth']>;
