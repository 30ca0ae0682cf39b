// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const listStoresNear = {
  id: 'listStoresNear',
  method: 'GET',
  path: '/api/v1/stores/near',
} as Operation<(typeof routes)['storesApi']['listStoresNear']>;
