import type { AdminCatalogueCreateRequest, AdminCatalogueDetail } from '@qadhya/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/catalogues: a week's draft (409 CATALOGUE_WEEK_TAKEN, 422 CATALOGUE_WEEK_PAST). */
export function createCatalogue(body: z.input<typeof AdminCatalogueCreateRequest>): Promise<AdminCatalogueDetail> {
  return request<AdminCatalogueDetail>('POST', '/admin/catalogues', { body });
}
