import type { ColumnType, Generated } from 'kysely';

/** The games' tables (migrations/0030_games.sql, docs/games.md). Money is integer millimes. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Optional<T> = ColumnType<T, T | undefined, T>;
/** A `date` column: read as 'YYYY-MM-DD' text by our drivers' settings, written as text. */
type DateText = ColumnType<string, string, string>;

export type GameKeyColumn = 'shake_win' | 'tap_match' | 'panier_chrono' | 'attrape_promo' | 'trouve_intrus';

export type CampaignKindColumn = 'game' | 'offre_du_jour' | 'last_chance';

export interface CampaignsTable {
  id: Generated<number>;
  /** What the campaign is (migrations/0047_campaign_kinds.sql): only a game campaign has a game. */
  kind: Optional<CampaignKindColumn>;
  game: GameKeyColumn | null;
  title: string;
  title_ar: string;
  description: Optional<string>;
  description_ar: Optional<string>;
  image: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  budget: number;
  spent: Optional<number>;
  stopped_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CampaignPrizesTable {
  id: Generated<number>;
  campaign_id: number;
  position: number;
  kind: 'coupon' | 'voucher';
  amount_type: 'amount' | 'percent';
  amount: number;
  min_purchase: Optional<number>;
  cap: number | null;
  label: string;
  label_ar: string;
  valid_days: number;
  quantity: number;
  awarded: Optional<number>;
  weight: number;
  slot_start: number | null;
  slot_end: number | null;
}

export interface GamePlaysTable {
  id: Generated<string | number>;
  user_id: number;
  play_id: string;
  game: GameKeyColumn;
  campaign_id: number | null;
  level: Optional<number>;
  tunis_day: DateText;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  score: number | null;
  moves: number | null;
  plausible: boolean | null;
  won: boolean | null;
  counted: Optional<boolean>;
  /** The skill level's deal (migrations/0036_game_deals.sql); null for a shake. */
  seed: ColumnType<number | null, number | null | undefined, number | null>;
  /** The app's log of moves as sent (a JSON array of { target, at_ms }). */
  log: ColumnType<unknown, string | null | undefined, string | null>;
  /** Why the play was not believed (JudgeReason). */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  prize_id: number | null;
  offer_id: string | number | null;
  prize_value: Optional<number>;
}

export interface CampaignViewsTable {
  campaign_id: number;
  user_id: number;
  tunis_day: DateText;
}

export interface GameWaitlistTable {
  game: GameKeyColumn;
  user_id: number;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}

/** Referral (migrations/0031_referral.sql, docs/referral.md). */
export interface ReferralsTable {
  referee_id: number;
  referrer_id: number;
  device_id: string | null;
  created_at: Timestamp;
  tunis_day: DateText;
  rewarded_at: NullableTimestamp;
  receipt_id: number | null;
  offer_id: number | null;
  bonus: Optional<number>;
}

export interface ReferralInvitesTable {
  id: Generated<number>;
  user_id: number;
  channel: 'email' | 'share';
  email_hash: string | null;
  request_id: string;
  created_at: Timestamp;
  tunis_day: DateText;
}

export interface ReferralRulesTable {
  id: Optional<number>;
  bonus: number;
  min_purchase: number;
  valid_days: number;
  daily_limit: number;
  updated_at: Timestamp;
}
