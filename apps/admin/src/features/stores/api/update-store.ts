import type { AdminStore, AdminStoreUpdate } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** PATCH /admin/stores/:code: names, address, phone, position, hours, temporary closing (admin). */
export function updateStore(code: string, body: AdminStoreUpdate): Promise<AdminStore> {
  return request<AdminStore>('PATCH', `/admin/stores/${encodeURIComponent(code)}`, { body });
}
