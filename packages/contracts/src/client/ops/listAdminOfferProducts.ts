// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const listAdminOfferProducts = {
  id: 'listAdminOfferProducts',
  method: 'GET',
  path: '/api/v1/admin/mobile-offer/products',
} as Operation<(typeof routes)['mobileOfferApi']['listAdminOfferProducts']>;
