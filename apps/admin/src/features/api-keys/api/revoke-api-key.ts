import type { ApiKey } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/api-keys/:id/revoke: the key stops working at once. */
export function revokeApiKey(id: number): Promise<ApiKey> {
  return request<ApiKey>('POST', `/admin/api-keys/${id}/revoke`);
}
