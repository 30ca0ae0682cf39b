// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getLiveness = {
  id: 'getLiveness',
  method: 'GET',
  path: '/api/health/live',
} as Operation<(typeof routes)['probesApi']['getLiveness']>;
