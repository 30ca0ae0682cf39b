import type { AdminCatalogueCreateRequest } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/catalogues: a week's draft (409 CATALOGUE_WEEK_TAKEN, 422 CATALOGUE_WEEK_PAST). */
export function createCatalogue(body: z.input<typeof AdminCatalogueCreateRequest>) {
  return call(ops.createAdminCatalogue, { body });
}
