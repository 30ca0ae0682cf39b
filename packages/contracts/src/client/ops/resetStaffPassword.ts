// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const resetStaffPassword = {
  id: 'resetStaffPassword',
  method: 'POST',
  path: '/api/v1/admin/staff/:id/password-reset',
} as Operation<(typeof routes)['adminApi']['resetStaffPassword']>;
