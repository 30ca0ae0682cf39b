// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const patchMobileOfferFeed = {
  id: 'patchMobileOfferFeed',
  method: 'PATCH',
  path: '/api/v1/integrations/mobile-offer/products',
} as Operation<(typeof routes)['feedsApi']['patchMobileOfferFeed']>;
