import type { AdminCatalogue } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/catalogues/:id/publish: shoppers see it by the week rules (409 CATALOGUE_EMPTY without pages). */
export function publishCatalogue(id: number): Promise<AdminCatalogue> {
  return request<AdminCatalogue>('POST', `/admin/catalogues/${id}/publish`);
}
