// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const listAdminCatalogueProducts = {
  id: 'listAdminCatalogueProducts',
  method: 'GET',
  path: '/api/v1/admin/catalogues/:id/products',
} as Operation<(typeof routes)['catalogueAdminApi']['listAdminCatalogueProducts']>;
