import type { ApiKeyCreated, ApiKeyCreateRequest } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/api-keys: the key comes back this once. */
export function createApiKey(body: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
  return request<ApiKeyCreated>('POST', '/admin/api-keys', { body });
}
