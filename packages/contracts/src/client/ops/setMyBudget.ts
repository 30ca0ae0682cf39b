// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const setMyBudget = {
  id: 'setMyBudget',
  method: 'PUT',
  path: '/api/v1/wallet/budget',
} as Operation<(typeof routes)['moneyApi']['setMyBudget']>;
