// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const login = {
  id: 'login',
  method: 'POST',
  path: '/api/v1/auth/login',
} as Operation<(typeof routes)['authApi']['login']>;
