// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const socialRegister = {
  id: 'socialRegister',
  method: 'POST',
  path: '/api/v1/auth/social-register/:provider',
} as Operation<(typeof routes)['socialAuthApi']['socialRegister']>;
