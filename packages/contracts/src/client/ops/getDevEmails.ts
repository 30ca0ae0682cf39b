// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getDevEmails = {
  id: 'getDevEmails',
  method: 'GET',
  path: '/api/dev/emails',
} as Operation<(typeof routes)['devApi']['getDevEmails']>;
