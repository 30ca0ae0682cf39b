import type { ColumnType, Generated } from 'kysely';

/** Social sign-in tables (migrations/0043_social_sign_in.sql, docs/accounts-social.md). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Provider = 'google' | 'facebook';

export interface SocialIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: Provider;
  subject: string;
  linked_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface SocialAuthStatesTable {
  id: Generated<number>;
  state_hash: string;
  provider: Provider;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SocialLinkGrantsTable {
  id: Generated<number>;
  token_hash: string;
  provider: Provider;
  subject: string;
  name: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
