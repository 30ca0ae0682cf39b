-- Favourites (issue 6): the products a signed-in user keeps, keyed by sku. They go with the
-- account (on delete cascade) and with the product.
create table favourites (
  user_id integer not null references users (id) on delete cascade,
  sku text not null references products (sku) on delete cascade on update cascade,
  added_at timestamptz not null,
  -- Insertion order: breaks ties between favourites added at the same instant (one sync).
  seq bigint generated always as identity,
  primary key (user_id, sku)
);
-- GET /favorites: one user's favourites, newest first.
create index favourites_user_newest_idx on favourites (user_id, added_at desc, seq desc);
-- The products foreign key: deleting or renaming a product finds its favourites.
create index favourites_sku_idx on favourites (sku);
