// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const replaceAdminCatalogueZones = {
  id: 'replaceAdminCatalogueZones',
  method: 'PUT',
  path: '/api/v1/admin/catalogues/:id/pages/:page/zones',
} as Operation<(typeof routes)['catalogueAdminApi']['replaceAdminCatalogueZones']>;
