// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getListDealCounts = {
  id: 'getListDealCounts',
  method: 'GET',
  path: '/api/v1/lists/deal-counts',
} as Operation<(typeof routes)['listDealsApi']['getListDealCounts']>;
