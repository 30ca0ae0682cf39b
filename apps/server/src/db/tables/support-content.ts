import type { ColumnType, Generated } from 'kysely';

/** Support requests, FAQ and versioned texts (migrations/0024_support_content.sql, docs/help.md). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns: read as strings by the driver (numbers on PGlite), written as numbers. */
type Big = ColumnType<string | number, number | string, number | string>;

export type SupportKind = 'report' | 'idea' | 'contact' | 'review';
export type SupportStatus = 'nouveau' | 'en_cours' | 'repondu' | 'clos';
export type IssueType = 'connexion' | 'produits' | 'last-chance' | 'autre';

export interface SupportRequestsTable {
  id: Generated<string | number>;
  kind: SupportKind;
  user_id: number | null;
  request_id: string;
  /** 'u:<user id>' for a shopper, 'ip:<address>' for an anonymous sender. */
  sender_key: string;
  lang: ColumnType<'fr' | 'ar', 'fr' | 'ar' | undefined, 'fr' | 'ar'>;
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>;
  assigned_to: number | null;
  name: string | null;
  email: string | null;
  subject: string | null;
  title: string | null;
  issue_type: IssueType | null;
  store_code: string | null;
  photo_key: string | null;
  body: ColumnType<string, string | undefined, string>;
  rating: number | null;
  accepted_terms: boolean | null;
  retained_at: NullableTimestamp;
  voucher_offer_id: Big | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface SupportRepliesTable {
  id: Generated<string | number>;
  request_id: Big;
  staff_id: number | null;
  body: string;
  notification_id: Big | null;
  created_at: Timestamp;
  /** The staff form's request id: one reply per (request, key) (0028). */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ContentDoc = 'cgu' | 'legal' | 'privacy';

export interface ContentVersionsTable {
  id: Generated<string | number>;
  doc: ContentDoc;
  version: number;
  body_fr: string;
  body_ar: string;
  /** 'YYYY-MM-DD'. */
  effective_on: ColumnType<string, string, string>;
  published_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
}

export interface TermsAcceptancesTable {
  user_id: number;
  version: number;
  accepted_at: Timestamp;
}

export interface FaqItemsTable {
  id: Generated<number>;
  question_fr: string;
  question_ar: string;
  answer_fr: string;
  answer_ar: string;
  position: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  version: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  updated_by: number | null;
}
