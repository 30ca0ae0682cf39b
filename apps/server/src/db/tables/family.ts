import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'void';

/** Family invitations (migrations/0011_family_invitations.sql, docs/family.md). */
export interface FamilyInvitationsTable {
  id: Generated<number>;
  family_id: number;
  inviter_id: number;
  /** The UID as typed: not a foreign key, it may name no account. */
  invitee_id: number;
  relation: string;
  avatar: string;
  status: ColumnType<InvitationStatus, InvitationStatus | undefined, InvitationStatus>;
  created_at: Timestamp;
  responded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Whether a shopper shows their activity to their family (migrations/0044_family_activity.sql, docs/family.md#figures-and-history). */
export interface FamilySharingTable {
  user_id: number;
  shares: boolean;
  updated_at: Timestamp;
}
