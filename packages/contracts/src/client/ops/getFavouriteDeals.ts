// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getFavouriteDeals = {
  id: 'getFavouriteDeals',
  method: 'GET',
  path: '/api/v1/favorites/deals',
} as Operation<(typeof routes)['listDealsApi']['getFavouriteDeals']>;
