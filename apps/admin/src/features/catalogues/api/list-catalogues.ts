import type { AdminCatalogueList, CatalogueStatus } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const cataloguesKey = ['catalogues'] as const;

/** GET /admin/catalogues: newest weeks first, one page, optionally one status. */
export function listCatalogues(page: number, pageSize: number, status?: CatalogueStatus): Promise<AdminCatalogueList> {
  return request<AdminCatalogueList>('GET', '/admin/catalogues', { query: { page, pageSize, status } });
}
