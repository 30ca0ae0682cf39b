-- Every price has its history (docs/products.md#price-history). price_log is append-only: every
-- change of a regular price, a promo or a last-chance offer adds rows in the change's own transaction
-- (the feeds, the back office, the demo data); the app never updates nor deletes one. A row says:
-- from `at` on, the price of this kind at this store (magasin_code null: every store) is `price`
-- (null: that kind ended), until the next row of the same sku, kind and store; of rows with the same
-- `at`, the last written (highest id) holds. A daily promo or a catalogue known ahead is written
-- with its own dates (its first day at 00:00 Tunis, the day after its last), so rows may lie ahead
-- of now; they count once their time comes.
create table price_log (
  id bigint generated always as identity primary key,
  sku text not null check (length(sku) between 1 and 40),
  magasin_code text check (magasin_code is null or length(magasin_code) between 1 and 20),
  kind text not null check (kind in ('regular', 'promo', 'last_chance')),
  price integer check (price is null or price > 0),
  at timestamptz not null,
  source text not null check (source in ('feed', 'admin', 'seed'))
);
-- One sku from a date (the history's read), and the last row before it per kind and store.
create index price_log_sku_at_idx on price_log (sku, at);

-- Its own data area: the price history's cached answers follow it (docs/cache.md#data-versions).
insert into cache_versions (area) values ('prices') on conflict do nothing;
create trigger price_log_cache_version after insert or update or delete or truncate on price_log
  for each statement execute function bump_cache_version('prices');
