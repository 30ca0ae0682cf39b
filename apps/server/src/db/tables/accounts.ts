import type { ColumnType, Generated } from 'kysely';

/** Accounts tables (migrations/0006_accounts.sql). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: number;
  phone: string;
  name: string | null;
  lastname: string | null;
  gender: 'homme' | 'femme' | null;
  birthdate: ColumnType<string | null, string | null | undefined, string | null>;
  language: Generated<'fr' | 'ar'>;
  email: string | null;
  address: string | null;
  avatar: string | null;
  password_hash: string | null;
  /** The invitation code of referral (docs/referral.md), made on first need. */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: 'login' | 'register' | 'reset' | 'password';
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set when the session was opened by an SMS code (0012): a fresh one may change the password. */
  code_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  at: Timestamp;
}

export interface NotificationSettingsTable {
  user_id: number;
  notify_favorites: Generated<number>;
  notify_new_users: Generated<number>;
  notify_promos: Generated<number>;
  notify_referrals: Generated<number>;
  notify_prizes: Generated<number>;
  /** The marketing tracker may name this account (migrations/0042_tracker.sql, docs/tracker.md#consent). */
  tracking_consent: Generated<boolean>;
  updated_at: DefaultTimestamp;
}

export interface FamiliesTable {
  id: Generated<number>;
  owner_id: number;
  created_at: DefaultTimestamp;
}

export interface FamilyMembersTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  relation: string;
  avatar: string;
  identifiant: string;
  created_at: DefaultTimestamp;
}

export interface DevicesTable {
  device_id: string;
  platform: string;
  user_id: number | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}
