// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const deletePushSubscription = {
  id: 'deletePushSubscription',
  method: 'DELETE',
  path: '/api/v1/push/subscription',
} as Operation<(typeof routes)['pushApi']['deletePushSubscription']>;
