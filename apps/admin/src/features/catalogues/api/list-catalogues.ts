import type { CatalogueStatus } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const cataloguesKey = ['catalogues'] as const;

/** GET /admin/catalogues: newest weeks first, one page, optionally one status. */
export function listCatalogues(page: number, pageSize: number, status?: CatalogueStatus) {
  return call(ops.listAdminCatalogues, { query: { page, pageSize, status } });
}
