import type { ApiScope } from '@qadhya/contracts';
import type { ColumnType, Generated } from 'kysely';

/** API keys and idempotency keys (migrations/0017_integrations.sql, docs/integrations.md). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: ColumnType<ApiScope[], ApiScope[], ApiScope[]>;
  stores: ColumnType<string[], string[] | undefined, string[]>;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IdempotencyKeysTable {
  api_key_id: number;
  idem_key: string;
  request_hash: string;
  status: number;
  body: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** The column 0017 adds to audit_log: the API key of a machine's write (staff_id is then null). */
export interface AuditLogMachineColumns {
  api_key_id: ColumnType<number | null, number | null | undefined, never>;
}
