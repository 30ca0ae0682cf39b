// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const assignSupportRequest = {
  id: 'assignSupportRequest',
  method: 'PUT',
  path: '/api/v1/admin/support/requests/:id/assignee',
} as Operation<(typeof routes)['supportAdminApi']['assignSupportRequest']>;
