import type { ApiKeyPage } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export type KeyFilter = 'all' | 'live' | 'revoked';

/** GET /admin/api-keys: newest first, one page, live or revoked keys only when asked. */
export function listApiKeys(page: number, pageSize: number, filter: KeyFilter): Promise<ApiKeyPage> {
  const revoked = filter === 'all' ? undefined : filter === 'revoked' ? 'true' : 'false';
  return request<ApiKeyPage>('GET', '/admin/api-keys', { query: { page, pageSize, revoked } });
}
