// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const setListDealsAlert = {
  id: 'setListDealsAlert',
  method: 'PUT',
  path: '/api/v1/users/me/list-deals-alert',
} as Operation<(typeof routes)['listDealsApi']['setListDealsAlert']>;
