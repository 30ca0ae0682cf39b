// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const checkFavourite = {
  id: 'checkFavourite',
  method: 'GET',
  path: '/api/v1/favorites/check/:sku',
} as Operation<(typeof routes)['favouritesApi']['checkFavourite']>;
