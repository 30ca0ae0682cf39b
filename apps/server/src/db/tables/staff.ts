import type { ColumnType, Generated } from 'kysely';

/** Back-office tables (migrations/0016_staff.sql, docs/back-office.md). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type StaffRole = 'admin' | 'marketing' | 'store_manager' | 'support';

export interface StaffTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: StaffRole;
  stores: ColumnType<string[], string[] | undefined, string[]>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enrolled_at: NullableTimestamp;
  /** bigint: the drivers may answer it as a string. */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  disabled_at: NullableTimestamp;
  /** An initial or reset password not yet changed by its owner (0020). */
  password_change_required: ColumnType<boolean, boolean | undefined, boolean>;
  /** Wrong second-factor codes since the last accepted one; the delay and the lock (0034). */
  factor_failures: ColumnType<number, number | undefined, number>;
  factor_failed_at: NullableTimestamp;
  factor_locked_at: NullableTimestamp;
  /** Wrong codes since the member last signed in, told to them then (0034). */
  factor_unseen_failures: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface StaffLoginTicketsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: NullableTimestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  /** bigint: the drivers may answer it as a string. */
  id: ColumnType<string | number, never, never>;
  staff_id: number | null;
  at: Timestamp;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string | null;
}
