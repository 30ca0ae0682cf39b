-- Issue 19: games and their campaigns (docs/games.md). A campaign runs one game between two dates
-- with a prize table and a budget in millimes that the plays can never overspend; every play is
-- one row, decided on the server; a prize is an offer of the wallet (source 'game').

create table campaigns (
  id serial primary key,
  game text not null check (game in ('shake_win', 'tap_match', 'panier_chrono', 'attrape_promo', 'trouve_intrus')),
  title text not null check (length(title) between 1 and 120),
  title_ar text not null check (length(title_ar) between 1 and 120),
  description text not null default '' check (length(description) <= 600),
  description_ar text not null default '' check (length(description_ar) <= 600),
  image text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  budget integer not null check (budget >= 0),
  spent integer not null default 0 check (spent >= 0),
  stopped_at timestamptz,
  created_by integer references staff (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (ends_at > starts_at),
  check (spent <= budget)
);
create index campaigns_game_idx on campaigns (game, starts_at desc, id desc);
create index campaigns_dates_idx on campaigns (ends_at, starts_at);

-- A campaign's prize table: each line an offer of the wallet, given at most `quantity` times,
-- with `weight` chances in 10 000 per winning play, only between its Tunis hours when it has them.
create table campaign_prizes (
  id serial primary key,
  campaign_id integer not null references campaigns (id) on delete cascade,
  position smallint not null,
  kind text not null check (kind in ('coupon', 'voucher')),
  amount_type text not null check (amount_type in ('amount', 'percent')),
  amount integer not null check (amount > 0),
  min_purchase integer not null default 0 check (min_purchase >= 0),
  cap integer check (cap is null or cap > 0),
  label text not null check (length(label) between 1 and 80),
  label_ar text not null check (length(label_ar) between 1 and 80),
  valid_days smallint not null check (valid_days between 1 and 365),
  quantity integer not null check (quantity >= 0),
  awarded integer not null default 0 check (awarded >= 0),
  weight integer not null check (weight between 0 and 10000),
  slot_start smallint check (slot_start between 0 and 23),
  slot_end smallint check (slot_end between 0 and 24),
  -- What one win costs the budget: the amount, or the cap of a percentage.
  check (amount_type = 'amount' or (amount <= 100 and cap is not null)),
  check (awarded <= quantity),
  check ((slot_start is null) = (slot_end is null)),
  unique (campaign_id, position)
);

-- Every play: started by the shopper (an attempt of the Tunis day), finished with its report,
-- judged on the server. play_id is the app's key: the same play sent twice is one play.
create table game_plays (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  play_id text not null check (play_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  game text not null,
  campaign_id integer references campaigns (id) on delete set null,
  level smallint not null default 1,
  tunis_day date not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  score integer,
  moves integer,
  plausible boolean,
  won boolean,
  -- Whether the play used one of the Tunis day's chances to win (every shake; a won skill level).
  counted boolean not null default false,
  prize_id integer references campaign_prizes (id) on delete set null,
  offer_id bigint references wallet_offers (id) on delete set null,
  prize_value integer not null default 0,
  unique (user_id, play_id)
);
create index game_plays_attempts_idx on game_plays (user_id, game, tunis_day) where counted;
create index game_plays_day_idx on game_plays (user_id, game, tunis_day, level);
create index game_plays_campaign_idx on game_plays (campaign_id, user_id);
create index game_plays_wins_idx on game_plays (user_id, started_at desc) where offer_id is not null;

-- A campaign's views: one per shopper and Tunis day that opened its game.
create table campaign_views (
  campaign_id integer not null references campaigns (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  tunis_day date not null,
  primary key (campaign_id, user_id, tunis_day)
);

-- 'Me prévenir': shoppers told once when an announced game opens.
create table game_waitlist (
  game text not null,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  notified_at timestamptz,
  primary key (game, user_id)
);
