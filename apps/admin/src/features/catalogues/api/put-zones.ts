import type { AdminZoneInput } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** PUT /admin/catalogues/:id/pages/:page/zones: the page's zones, all or nothing (422 CATALOGUE_ZONES_INVALID with details per row). */
export function putZones(id: number, page: number, zones: AdminZoneInput[]) {
  return call(ops.replaceAdminCatalogueZones, { params: { id, page }, body: { zones } });
}
