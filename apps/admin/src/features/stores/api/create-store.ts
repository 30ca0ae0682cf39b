import type { AdminStore, AdminStoreCreate } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/stores: opens a new store in a delegation (admin). */
export function createStore(body: AdminStoreCreate): Promise<AdminStore> {
  return request<AdminStore>('POST', '/admin/stores', { body });
}
