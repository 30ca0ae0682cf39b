import type { AdminCatalogueDetail } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const catalogueKey = (id: number) => ['catalogues', id] as const;

/** GET /admin/catalogues/:id: the catalogue with its pages and zones as shoppers get them (the preview). */
export function getCatalogue(id: number): Promise<AdminCatalogueDetail> {
  return request<AdminCatalogueDetail>('GET', `/admin/catalogues/${id}`);
}
