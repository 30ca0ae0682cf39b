// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const cancelFamilyInvitation = {
  id: 'cancelFamilyInvitation',
  method: 'DELETE',
  path: '/api/v1/families/invitations/:invitationId',
} as Operation<(typeof routes)['familyApi']['cancelFamilyInvitation']>;
