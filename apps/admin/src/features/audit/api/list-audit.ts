import type { AuditPage } from '@qadhya/contracts';
import type { z } from 'zod';
import { call, ops } from '../../../lib/api/call.ts';

export type AuditPageData = z.infer<typeof AuditPage>;
export interface AuditFilters {
  staff_id?: number;
  api_key_id?: number;
  entity?: string;
  from?: string;
  to?: string;
}

/** GET /admin/audit: newest first, one page, filtered. */
export function listAudit(page: number, pageSize: number, filters: AuditFilters) {
  return call(ops.listAuditLog, { query: { page, pageSize, ...filters } });
}
