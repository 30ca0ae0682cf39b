-- Issue 36: the first-party marketing tracker (docs/tracker.md). The app sends batches of events;
-- each event's id (a UUID made on the phone) is its primary key, so a batch sent twice is kept once.
-- The raw rows are the only ones that may name a device or an account (consent given); the daily
-- roll-up holds anonymous counts only. Both are kept 13 months (the cookie policy), then deleted.
create table tracker_events (
  id uuid primary key,
  kind text not null check (kind in ('product_click', 'catalogue_page', 'search', 'scan', 'game_play', 'campaign_view')),
  at timestamptz not null,
  day date not null,
  sku text check (sku is null or length(sku) <= 40),
  place text check (place is null or place in ('catalogue', 'promo', 'search', 'last_chance', 'list', 'scan')),
  catalogue_id integer,
  page smallint,
  query text check (query is null or length(query) <= 100),
  query_hashed boolean not null default false,
  results integer,
  game text check (game is null or length(game) <= 40),
  campaign_id integer,
  store text check (store is null or length(store) <= 20),
  device_id text check (device_id is null or length(device_id) <= 100),
  user_id integer references users (id) on delete set null,
  received_at timestamptz not null
);
create index tracker_events_day_idx on tracker_events (day);

-- One row per Tunis day, kind, subject (a sku, 'catalogue:page', a search, a game, a campaign id),
-- place and store: what the « Audience » screen and the campaigns' « vues » read.
create table tracker_daily (
  day date not null,
  kind text not null,
  subject text not null,
  place text not null default '',
  store text not null default '',
  events integer not null,
  empty_results integer not null default 0,
  primary key (day, kind, subject, place, store)
);
create index tracker_daily_kind_day_idx on tracker_daily (kind, day);

-- The shopper's own choice, per account (per device before sign-in it stays on the phone).
alter table notification_settings add column tracking_consent boolean not null default false;
