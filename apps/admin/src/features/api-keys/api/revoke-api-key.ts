import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/api-keys/:id/revoke: the key stops working at once. */
export function revokeApiKey(id: number) {
  return call(ops.revokeApiKey, { params: { id } });
}
