import { call, ops } from '../../../lib/api/call.ts';

/** The API keys (live and revoked, newest 100) to name the machines' lines of the log. */
export function listAuditApiKeys() {
  return call(ops.listApiKeys, { query: { page: 1, pageSize: 100 } }).then((r) => r.items);
}
