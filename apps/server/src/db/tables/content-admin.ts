import type { ColumnType, Generated } from 'kysely';

/** The dashboard's tables (migrations/0019_content_admin.sql). */

/** One shopper active on one Tunis day. */
export interface ShopperActivityTable {
  day: ColumnType<string, string, string>;
  user_id: number;
}

/** One scan answered. */
export interface ScanLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | string, Date | string>;
  day: ColumnType<string, string, string>;
  code: string;
  magasin_code: string;
}
