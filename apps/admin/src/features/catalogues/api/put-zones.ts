import type { AdminZoneInput, AdminZonesResponse } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** PUT /admin/catalogues/:id/pages/:page/zones: the page's zones, all or nothing (422 CATALOGUE_ZONES_INVALID with details per row). */
export function putZones(id: number, page: number, zones: AdminZoneInput[]): Promise<AdminZonesResponse> {
  return request<AdminZonesResponse>('PUT', `/admin/catalogues/${id}/pages/${page}/zones`, { body: { zones } });
}
