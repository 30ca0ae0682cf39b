-- « Dernière chance » alerts (docs/last-chance.md#alerts): the stores, products and categories a
-- shopper follows, the offers published per store and minute waiting for their job, and the alerts
-- sent (what the back office counts and what their sales are attributed to).

-- A shopper who saved their follows (PUT /last-chance/follows). Without this row the store kept on
-- the server for them (shopper_stores) is followed, with every offer. Empty arrays: every offer of
-- the followed stores; otherwise only the offers of these skus or categories (at most 20 and 10).
create table last_chance_follow_settings (
  user_id integer primary key references users (id) on delete cascade,
  skus text[] not null default '{}',
  category_ids integer[] not null default '{}',
  updated_at timestamptz not null
);

-- The stores a shopper who saved their follows follows (at most 5).
create table last_chance_follows (
  user_id integer not null references last_chance_follow_settings (user_id) on delete cascade,
  magasin_code text not null references stores (magasin_code) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, magasin_code)
);
-- The followers of one store, by user id (the fan-out's keyset, the back office's counts).
create index last_chance_follows_store_idx on last_chance_follows (magasin_code, user_id);

-- The offers a store published in one window (LAST_CHANCE_ALERT_WINDOW_SECONDS), told at due_at by
-- one job (dedupe key last-chance-alerts:<store>:<due_at>); sent_at once told.
create table last_chance_alert_batches (
  magasin_code text not null references stores (magasin_code) on delete cascade,
  due_at timestamptz not null,
  skus text[] not null,
  sent_at timestamptz,
  primary key (magasin_code, due_at)
);

-- One alert message written to one shopper: the offers it told of, for the daily maximum and for
-- what it sold (their receipts at that store with one of these skus within 48 h).
create table last_chance_alerts (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  magasin_code text not null references stores (magasin_code) on delete cascade,
  due_at timestamptz not null,
  skus text[] not null,
  notification_id bigint,
  sent_at timestamptz not null,
  unique (user_id, magasin_code, due_at)
);
-- A shopper's alerts of a day (the daily maximum).
create index last_chance_alerts_user_idx on last_chance_alerts (user_id, sent_at);
-- A period's alerts per store (the back office).
create index last_chance_alerts_store_idx on last_chance_alerts (magasin_code, sent_at);
