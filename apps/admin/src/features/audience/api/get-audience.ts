import type { AudienceQuery } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const audienceKey = (query: AudienceQuery) => ['admin-audience', query.week ?? '', query.store ?? ''] as const;

/** GET /admin/audience: a week's figures, every store or one (docs/tracker.md#audience). */
export function getAudience(query: AudienceQuery) {
  return call(ops.getAdminAudience, { query });
}
