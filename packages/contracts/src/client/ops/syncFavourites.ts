// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const syncFavourites = {
  id: 'syncFavourites',
  method: 'POST',
  path: '/api/v1/favorites/sync',
} as Operation<(typeof routes)['favouritesApi']['syncFavourites']>;
