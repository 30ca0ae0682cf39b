import type { AdminCatalogue } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/catalogues/:id/unpublish: back to draft, hidden from shoppers. */
export function unpublishCatalogue(id: number): Promise<AdminCatalogue> {
  return request<AdminCatalogue>('POST', `/admin/catalogues/${id}/unpublish`);
}
