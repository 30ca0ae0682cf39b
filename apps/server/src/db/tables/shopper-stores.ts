/** The shopper's store kept on the server (migrations/0051_shopper_stores.sql, docs/stores.md#the-shoppers-store). */
export interface ShopperStoresTable {
  user_id: number;
  magasin_code: string;
  updated_at: Date;
}
