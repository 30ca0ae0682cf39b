// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const updateMyNotificationSettings = {
  id: 'updateMyNotificationSettings',
  method: 'PUT',
  path: '/api/v1/users/me/config',
} as Operation<(typeof routes)['usersApi']['updateMyNotificationSettings']>;
