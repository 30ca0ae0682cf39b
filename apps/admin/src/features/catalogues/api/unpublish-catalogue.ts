import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/catalogues/:id/unpublish: back to draft, hidden from shoppers. */
export function unpublishCatalogue(id: number) {
  return call(ops.unpublishAdminCatalogue, { params: { id } });
}
