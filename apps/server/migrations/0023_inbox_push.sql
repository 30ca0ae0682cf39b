-- Issue 18: the shopper's inbox (docs/notifications.md), web push and the back office's broadcasts.

-- The inbox rows (created in 0022) get what the screen and the push need.
alter table notifications
  -- What the screen shows (its icon and actions): invitation, promotion, game, update, info.
  add column type text not null default 'info' check (type in ('invitation', 'promotion', 'game', 'update', 'info')),
  -- The preference it belongs to (NOTIFY_*); null = always sent (invitations, answers, updates, boosts).
  add column topic text check (topic in ('favorites', 'new_users', 'promos', 'referrals', 'prizes')),
  -- What its actions act on, e.g. {"invitation_id": 12}.
  add column payload jsonb,
  -- Deleted by the shopper: hidden, kept so the same event does not come back (dedupe_key).
  add column deleted_at timestamptz;
create index notifications_unread_idx on notifications (user_id) where read_at is null and deleted_at is null;

-- One web-push subscription per device (the spec's fcm_token): replaced when the browser gives a new one.
create table push_subscriptions (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  device_id text not null,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  lang text not null default 'fr' check (lang in ('fr', 'ar')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The push service said the subscription is gone (404/410): never used again.
  gone_at timestamptz,
  unique (user_id, device_id)
);
create index push_subscriptions_user_idx on push_subscriptions (user_id) where gone_at is null;

-- Broadcasts composed by marketing in the back office.
create table broadcasts (
  id bigserial primary key,
  title_fr text not null,
  title_ar text not null,
  body_fr text not null,
  body_ar text not null,
  link text,
  topic text not null default 'promos' check (topic in ('favorites', 'new_users', 'promos', 'referrals', 'prizes')),
  audience text not null check (audience in ('all', 'governorate', 'category')),
  -- The governorate id or the category id, by audience.
  audience_value integer,
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')),
  scheduled_at timestamptz,
  created_by integer references staff (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  recipients integer not null default 0,
  sent integer not null default 0,
  delivered integer not null default 0,
  opened integer not null default 0
);
create index broadcasts_due_idx on broadcasts (scheduled_at) where status = 'scheduled';

-- One row per push sent to one subscription: the daily cap counts these, the counters read them.
create table push_deliveries (
  id bigserial primary key,
  notification_id bigint not null references notifications (id) on delete cascade,
  subscription_id bigint not null references push_subscriptions (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  broadcast_id bigint references broadcasts (id) on delete set null,
  -- The Tunis day of the send (the daily cap).
  day date not null,
  status text not null check (status in ('sent', 'failed', 'gone')),
  created_at timestamptz not null,
  delivered_at timestamptz,
  opened_at timestamptz,
  error text,
  unique (notification_id, subscription_id)
);
create index push_deliveries_user_day_idx on push_deliveries (user_id, day);
create index push_deliveries_broadcast_idx on push_deliveries (broadcast_id) where broadcast_id is not null;

-- Work done later or by another copy of the server (push sends, scheduled broadcasts), claimed with
-- FOR UPDATE SKIP LOCKED.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null,
  run_at timestamptz not null,
  attempts integer not null default 0,
  locked_until timestamptz,
  done_at timestamptz,
  last_error text,
  -- Idempotency: the same job is queued once.
  dedupe_key text unique,
  created_at timestamptz not null
);
create index jobs_due_idx on jobs (run_at, id) where done_at is null;
