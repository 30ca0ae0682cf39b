-- Accounts (issue 5): users, one-time codes, sessions, password resets, login failures,
-- notification settings, families and devices. Every secret (code, token) is stored hashed.

-- The user's id is their public numeric UID: 8 random digits, the first not 0.
create table users (
  id integer primary key check (id between 10000000 and 99999999),
  phone text not null unique check (phone ~ '^[0-9]{8}$'),
  name text,
  lastname text,
  gender text check (gender in ('homme', 'femme')),
  birthdate date,
  language text not null default 'fr' check (language in ('fr', 'ar')),
  email text,
  address text,
  avatar text,
  password_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GET /users/search: phone digits by prefix (the UID prefix is a range on the primary key).
create index users_phone_prefix_idx on users (phone text_pattern_ops);
create index users_id_text_prefix_idx on users ((id::text) text_pattern_ops);

-- One-time codes sent by SMS, bound to a phone and a purpose. The send limits count these rows.
create table otp_codes (
  id bigserial primary key,
  phone text not null,
  purpose text not null check (purpose in ('login', 'register', 'reset')),
  code_hash text not null,
  salt text not null,
  attempts integer not null default 0,
  ip text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index otp_codes_phone_idx on otp_codes (phone, purpose, created_at desc);
create index otp_codes_phone_sent_idx on otp_codes (phone, created_at desc);
create index otp_codes_ip_idx on otp_codes (ip, created_at desc);

-- Sessions: a random bearer token (≥ 128 bits) stored as its SHA-256; idle and absolute expiry.
create table sessions (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

-- A verified reset code becomes a short-lived, single-use reset grant.
create table password_resets (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id);

-- Failed phone + password logins, to slow down guessing (per phone and per IP).
create table login_failures (
  id bigserial primary key,
  phone text not null,
  ip text not null,
  at timestamptz not null
);
create index login_failures_phone_idx on login_failures (phone, at desc);
create index login_failures_ip_idx on login_failures (ip, at desc);

-- The five NOTIFY_ switches (absent row: all on).
create table notification_settings (
  user_id integer primary key references users (id) on delete cascade,
  notify_favorites smallint not null default 1 check (notify_favorites in (0, 1)),
  notify_new_users smallint not null default 1 check (notify_new_users in (0, 1)),
  notify_promos smallint not null default 1 check (notify_promos in (0, 1)),
  notify_referrals smallint not null default 1 check (notify_referrals in (0, 1)),
  notify_prizes smallint not null default 1 check (notify_prizes in (0, 1)),
  updated_at timestamptz not null default now()
);

-- A user's family: its owner and the members they added.
create table families (
  id serial primary key,
  owner_id integer not null unique references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create table family_members (
  id serial primary key,
  family_id integer not null references families (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  relation text not null check (relation in ('Mère', 'Père', 'Frère', 'Soeur', 'Proche', 'Ami')),
  avatar text not null,
  identifiant text not null,
  created_at timestamptz not null default now(),
  unique (family_id, user_id)
);
create index family_members_user_idx on family_members (user_id);

-- Devices registered on first launch; linked to a user once they sign in.
create table devices (
  device_id text primary key,
  platform text not null default 'web',
  user_id integer references users (id) on delete cascade,
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index devices_user_idx on devices (user_id);
