-- Issue 19: referral (docs/referral.md). Each shopper's invitation code; a friend who signs up with
-- it is linked once (one referee per account and per device, never to themselves nor in a loop); the
-- referrer's voucher is issued when the friend's first purchase reaches the ledger.

alter table users add column referral_code text unique check (referral_code ~ '^[A-Z2-9]{8}$');

create table referrals (
  referee_id integer primary key references users (id) on delete cascade,
  referrer_id integer not null references users (id) on delete cascade,
  device_id text,
  created_at timestamptz not null,
  tunis_day date not null,
  rewarded_at timestamptz,
  receipt_id bigint references receipts (id) on delete set null,
  offer_id bigint references wallet_offers (id) on delete set null,
  bonus integer not null default 0,
  check (referee_id <> referrer_id)
);
create index referrals_referrer_idx on referrals (referrer_id, created_at desc);
create index referrals_referrer_day_idx on referrals (referrer_id, tunis_day);
create unique index referrals_device_idx on referrals (device_id) where device_id is not null;

-- Invitations a shopper sent: shares from the share sheet and e-mails (the 'Amis invités' figure).
create table referral_invites (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  channel text not null check (channel in ('email', 'share')),
  email_hash text,
  request_id text not null,
  created_at timestamptz not null,
  tunis_day date not null,
  unique (user_id, request_id)
);
create index referral_invites_user_day_idx on referral_invites (user_id, tunis_day);
create index referral_invites_email_idx on referral_invites (user_id, email_hash, created_at desc) where email_hash is not null;

-- The chain's referral rules: one row, edited in the back office.
create table referral_rules (
  id smallint primary key default 1 check (id = 1),
  bonus integer not null check (bonus > 0),
  min_purchase integer not null check (min_purchase >= 0),
  valid_days smallint not null check (valid_days between 1 and 365),
  daily_limit smallint not null check (daily_limit between 1 and 1000),
  updated_at timestamptz not null
);
insert into referral_rules (bonus, min_purchase, valid_days, daily_limit, updated_at) values (5000, 20000, 30, 10, now());
