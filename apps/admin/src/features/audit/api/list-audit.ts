import type { AuditPage } from '@qadhya/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/api/client.ts';

export type AuditPageData = z.infer<typeof AuditPage>;
export interface AuditFilters {
  staff_id?: number;
  api_key_id?: number;
  entity?: string;
  from?: string;
  to?: string;
}

/** GET /admin/audit: newest first, one page, filtered. */
export function listAudit(page: number, pageSize: number, filters: AuditFilters): Promise<AuditPageData> {
  return request<AuditPageData>('GET', '/admin/audit', { query: { page, pageSize, ...filters } });
}
