import type { AdminCatalogueUpdateRequest } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/call.ts';

/** PATCH /admin/catalogues/:id: titles (fr, ar) and theme. */
export function updateCatalogue(id: number, body: z.input<typeof AdminCatalogueUpdateRequest>) {
  return call(ops.updateAdminCatalogue, { params: { id }, body });
}
