/**
 * The audit log (docs/back-office.md#audit-log): `writeAudit(trx, line)` in the write's own
 * transaction. Its query is in db/audit-log.ts (SQL only in db/ and repositories,
 * docs/architecture.md#layers); the modules import it from here.
 */
export { writeAudit, type AuditQuery, type AuditWrite } from '../../db/audit-log.ts';
