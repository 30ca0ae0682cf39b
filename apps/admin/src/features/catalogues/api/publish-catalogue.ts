import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/catalogues/:id/publish: shoppers see it by the week rules (409 CATALOGUE_EMPTY without pages). */
export function publishCatalogue(id: number) {
  return call(ops.publishAdminCatalogue, { params: { id } });
}
