-- The shopper's store, kept on the server (docs/stores.md#the-shoppers-store): the store the app has
-- chosen (the finder's « Choisir ce magasin », the scan's store), sent by the app when signed in, so
-- that what the server does alone (the weekly list deals, last-chance alerts) uses the same store.
-- One row per account; gone with the account or the store.
create table shopper_stores (
  user_id integer primary key references users (id) on delete cascade,
  magasin_code text not null references stores (magasin_code) on delete cascade,
  updated_at timestamptz not null
);
-- The shoppers of one store (alerts to a store's shoppers, the back office's counts).
create index shopper_stores_store_idx on shopper_stores (magasin_code, user_id);
