import type { AdminCatalogueDetail, AdminCatalogueUpdateRequest } from '@qadhya/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/api/client.ts';

/** PATCH /admin/catalogues/:id: titles (fr, ar) and theme. */
export function updateCatalogue(id: number, body: z.input<typeof AdminCatalogueUpdateRequest>): Promise<AdminCatalogueDetail> {
  return request<AdminCatalogueDetail>('PATCH', `/admin/catalogues/${id}`, { body });
}
