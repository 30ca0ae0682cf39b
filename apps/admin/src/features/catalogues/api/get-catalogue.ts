import { call, ops } from '../../../lib/api/call.ts';

export const catalogueKey = (id: number) => ['catalogues', id] as const;

/** GET /admin/catalogues/:id: the catalogue with its pages and zones as shoppers get them (the preview). */
export function getCatalogue(id: number) {
  return call(ops.getAdminCatalogue, { params: { id } });
}
