-- Issue 36: social sign-in with Google and Facebook (docs/accounts-social.md). Accounts stay keyed by
-- phone: a provider's subject is linked to one account after its phone's SMS code.

-- A provider account linked to a shopper: one per provider and account, one account per subject.
create table social_identities (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null check (length(subject) between 1 and 255),
  linked_at timestamptz not null,
  last_used_at timestamptz,
  unique (provider, subject),
  unique (user_id, provider)
);

-- A sign-in under way: the state (hashed), the nonce and the PKCE verifier, bound to the browser that
-- started it (the hash of an httpOnly cookie's value); 10 minutes, used once.
create table social_auth_states (
  id serial primary key,
  state_hash text not null unique,
  provider text not null check (provider in ('google', 'facebook')),
  browser_hash text not null,
  nonce text not null,
  code_verifier text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index social_auth_states_expires_idx on social_auth_states (expires_at);

-- A checked provider account waiting for its phone (the link token, hashed): 15 minutes, used once.
create table social_link_grants (
  id serial primary key,
  token_hash text not null unique,
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null check (length(subject) between 1 and 255),
  name text check (length(name) <= 80),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index social_link_grants_expires_idx on social_link_grants (expires_at);
