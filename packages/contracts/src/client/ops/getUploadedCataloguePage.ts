// Written by `npm run gen:client` from the route table (docs/api.md#the-typed-client): do not edit.
import type * as routes from '../../routes/index.ts';
import type { Operation } from '../operation.ts';

export const getUploadedCataloguePage = {
  id: 'getUploadedCataloguePage',
  method: 'GET',
  path: '/api/v1/media/catalogues/:id/uploaded/:page/:file.webp',
} as Operation<(typeof routes)['mediaApi']['getUploadedCataloguePage']>;
