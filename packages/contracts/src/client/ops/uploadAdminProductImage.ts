// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const uploadAdminProductImage = {
  id: 'uploadAdminProductImage',
  method: 'POST',
  path: '/api/v1/admin/products/:sku/image',
} as Operation<(typeof routes)['productAdminApi']['uploadAdminProductImage']>;
