// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const putStockSnapshot = {
  id: 'putStockSnapshot',
  method: 'PUT',
  path: '/api/v1/integrations/stores/:code/stock',
} as Operation<(typeof routes)['feedsApi']['putStockSnapshot']>;
