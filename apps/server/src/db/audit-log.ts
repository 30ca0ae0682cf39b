import type { Queryable } from './handles.ts';

/*
 * The audit log's one query (docs/back-office.md#audit-log): every module's back-office write adds
 * its line through it, in the write's transaction. It lives in db/ because every module writes
 * it; modules import it through modules/admin/audit.ts.
 */

/** A connection or the transaction of the write being audited. */
export type AuditQuery = Queryable;

/** One line of the append-only audit log (docs/back-office.md#audit-log). */
export interface AuditWrite {
  /** The staff member who wrote; null for the command line (admin:create) or a machine. */
  staffId: number | null;
  /** The API key of a machine's write (docs/integrations.md#row-errors). */
  apiKeyId?: number | null;
  at: Date;
  /** `<entity>.<verb>`, e.g. `catalogue.publish`. */
  action: string;
  entity: string;
  entityId: string | null;
  /** What the entity was before (null for a creation); never a hash or a secret. */
  before: unknown;
  /** What it is after (null for a deletion). */
  after: unknown;
  ip: string | null;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * Writes one audit line. Every back-office and integration write calls it inside the write's own
 * transaction, so a write and its audit line land together or not at all.
 */
export async function writeAudit(q: AuditQuery, e: AuditWrite): Promise<void> {
  await q
    .insertInto('audit_log')
    .values({
      staff_id: e.staffId,
      api_key_id: e.apiKeyId ?? null,
      at: e.at,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      before: json(e.before),
      after: json(e.after),
      ip: e.ip,
    })
    .execute();
}
