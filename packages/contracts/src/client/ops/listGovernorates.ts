// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const listGovernorates = {
  id: 'listGovernorates',
  method: 'GET',
  path: '/api/v1/governorates',
} as Operation<(typeof routes)['referenceApi']['listGovernorates']>;
