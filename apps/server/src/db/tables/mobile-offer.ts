import type { ColumnType, Generated } from 'kysely';

/** The chain's mobile offer (migrations/0032_mobile_offer.sql, docs/mobile-offer.md). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint ids come back as strings from node-postgres, as numbers from PGlite. */
type Big = string | number;

export type MobileOfferKindColumn = 'phone' | 'sim' | 'recharge';
export type SimStatusColumn = 'recue' | 'en_traitement' | 'prete' | 'refusee' | 'annulee';

export interface MobileOfferProductsTable {
  product_id: number;
  kind: MobileOfferKindColumn;
  position: ColumnType<number, number | undefined, number>;
  /** The offer's own bilingual name and price in millimes (0046); an empty name_ar shows the French. */
  name: string;
  name_ar: ColumnType<string, string | undefined, string>;
  price: number;
  /** Set when archived: no longer shown to shoppers (0046). */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SimReservationsTable {
  id: Generated<Big>;
  user_id: number;
  request_id: string;
  action: 'Portabilité' | 'Nouveau numéro';
  line_number: string;
  last_name: string;
  first_name: string;
  address: string;
  id_type: 'CIN' | 'Passport';
  /** The ID number sealed with PERSONAL_DATA_KEY (never answered whole, except to staff, audited). */
  id_sealed: string;
  /** Keyed hash of type and number: one open reservation per ID document. */
  id_hash: string;
  /** Its last 3 characters, for the masked display. */
  id_hint: string;
  status: ColumnType<SimStatusColumn, SimStatusColumn | undefined, SimStatusColumn>;
  status_note: string | null;
  store_code: string | null;
  handled_by: number | null;
  /** Sent while another open request held the same document: kept for support, never refused (0037). */
  flagged: ColumnType<boolean, boolean | undefined, boolean>;
  /** The open request it duplicated when sent. */
  duplicate_of: Big | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SimReservationMovesTable {
  id: Generated<Big>;
  reservation_id: Big;
  status: SimStatusColumn;
  note: string | null;
  store_code: string | null;
  staff_id: number | null;
  request_key: string;
  created_at: Timestamp;
}
