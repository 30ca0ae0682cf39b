import type { ApiKey, ApiKeyPage } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** The API keys (live and revoked, newest 100) to name the machines' lines of the log. */
export function listAuditApiKeys(): Promise<ApiKey[]> {
  return request<ApiKeyPage>('GET', '/admin/api-keys', { query: { page: 1, pageSize: 100 } }).then((r) => r.items);
}
