import { call, ops } from '../../../lib/api/call.ts';

export type KeyFilter = 'all' | 'live' | 'revoked';

/** GET /admin/api-keys: newest first, one page, live or revoked keys only when asked. */
export function listApiKeys(page: number, pageSize: number, filter: KeyFilter) {
  const revoked = filter === 'all' ? undefined : filter === 'revoked' ? 'true' : 'false';
  return call(ops.listApiKeys, { query: { page, pageSize, revoked } });
}
