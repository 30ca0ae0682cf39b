// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const leaveFamily = {
  id: 'leaveFamily',
  method: 'DELETE',
  path: '/api/v1/families/memberships/:familyId',
} as Operation<(typeof routes)['familyApi']['leaveFamily']>;
