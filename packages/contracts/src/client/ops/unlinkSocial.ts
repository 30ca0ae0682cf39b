// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const unlinkSocial = {
  id: 'unlinkSocial',
  method: 'DELETE',
  path: '/api/v1/users/me/social/:provider',
} as Operation<(typeof routes)['socialLinksApi']['unlinkSocial']>;
