// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const sendContactMessage = {
  id: 'sendContactMessage',
  method: 'POST',
  path: '/api/v1/contact',
} as Operation<(typeof routes)['helpApi']['sendContactMessage']>;
