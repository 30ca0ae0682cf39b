import type { ApiKeyCreateRequest } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/api-keys: the key comes back this once. */
export function createApiKey(body: ApiKeyCreateRequest) {
  return call(ops.createApiKey, { body });
}
