// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const importStoreStock = {
  id: 'importStoreStock',
  method: 'POST',
  path: '/api/v1/admin/stores/:code/stock/import',
} as Operation<(typeof routes)['importsApi']['importStoreStock']>;
