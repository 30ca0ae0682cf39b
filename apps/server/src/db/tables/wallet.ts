import type { ColumnType, Generated } from 'kysely';

/** The wallet's tables (migrations/0021_wallet.sql, docs/wallet.md). Money is integer millimes. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Optional<T> = ColumnType<T, T | undefined, T>;

export interface LoyaltyCardsTable {
  user_id: number;
  card_number: string;
  created_at: Timestamp;
}

export interface ReceiptsTable {
  id: Generated<number>;
  magasin_code: string;
  till_receipt_id: string;
  user_id: number | null;
  kind: 'sale' | 'return';
  return_of: number | null;
  purchased_at: Timestamp;
  total: number;
  discount: Optional<number>;
  paid: number;
  bonus_base: Optional<number>;
  payment: string;
  points_earned: Optional<number>;
  attach_code: string;
  attached_at: NullableTimestamp;
  request_hash: string;
  answer: ColumnType<unknown, string, string>;
  api_key_id: number | null;
  created_at: Timestamp;
}

/** What a till says of one line of a receipt (money in millimes). */
export interface ReceiptLineValues {
  sku: string;
  name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
}

export interface ReceiptLinesTable extends ReceiptLineValues {
  receipt_id: number;
  line_no: number;
  catalogue_bonus: Optional<boolean>;
}

/** An offer's terms: the same in its row, when the ledger writes it and when the wallet reads it. */
export interface OfferTerms {
  kind: 'coupon' | 'voucher';
  source: 'welcome' | 'points' | 'staff' | 'game' | 'referral' | 'idea';
  code: string;
  amount_type: 'amount' | 'percent';
  amount: number;
  cap: number | null;
  label: string;
}

export interface WalletOffersTable extends OfferTerms {
  id: Generated<number>;
  user_id: number;
  min_purchase: Optional<number>;
  label_ar: ColumnType<string | null, string | null | undefined, string | null>;
  description: Optional<string>;
  description_ar: ColumnType<string | null, string | null | undefined, string | null>;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  used_receipt_id: ColumnType<number | null, number | null | undefined, number | null>;
  discount: ColumnType<number | null, number | null | undefined, number | null>;
  points_cost: ColumnType<number | null, number | null | undefined, number | null>;
  issued_by: ColumnType<number | null, number | null | undefined, number | null>;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type PointsKind = 'earned' | 'reversed' | 'spent' | 'transfer_in' | 'transfer_out' | 'expired' | 'adjusted';

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  kind: PointsKind;
  points: number;
  receipt_id: ColumnType<number | null, number | null | undefined, number | null>;
  offer_id: ColumnType<number | null, number | null | undefined, number | null>;
  counterpart_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  at: Timestamp;
}

export interface MonthlyBudgetsTable {
  user_id: number;
  month: string;
  amount: number;
  updated_at: Timestamp;
}

export interface BudgetAllocationsTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  month: string;
  amount: number;
  request_id: string;
  at: Timestamp;
}

/** The back office's loyalty settings (migrations/0045_points_expiry.sql): one row. */
export interface LoyaltySettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  points_life_months: number;
  updated_at: NullableTimestamp;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}
