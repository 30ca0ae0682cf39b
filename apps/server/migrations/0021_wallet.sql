-- The wallet (issue 16, docs/wallet.md): one ledger fed by the tills' receipts. Loyalty cards,
-- receipts and their lines, the points ledger (the balance is its sum, never a stored number),
-- coupons and vouchers (their status follows from used_at, expires_at and the clock), monthly
-- budgets and the budget given to family members. Money is integer millimes.

-- One card per shopper, made at sign-up (an account made before this migration gets its card the
-- first time the wallet is read). The number comes from loyalty_card_seq (domain cardNumberOf).
create sequence loyalty_card_seq;
create table loyalty_cards (
  user_id integer primary key references users (id) on delete cascade,
  card_number text not null unique check (card_number ~ '^29[0-9]{11}$'),
  created_at timestamptz not null
);

-- A receipt posted by a till. user_id null: made without the card, attachable once with
-- attach_code (printed as a QR on the paper receipt). A return has kind 'return', negative lines
-- and return_of the sale it reverses.
create table receipts (
  id bigserial primary key,
  magasin_code text not null references stores (magasin_code),
  till_receipt_id text not null,
  user_id integer references users (id) on delete set null,
  kind text not null check (kind in ('sale', 'return')),
  return_of bigint references receipts (id),
  purchased_at timestamptz not null,
  total integer not null,
  discount integer not null default 0 check (discount >= 0),
  paid integer not null,
  bonus_base integer not null default 0,
  payment text not null,
  points_earned integer not null default 0,
  attach_code text not null unique check (attach_code ~ '^[0-9]{12}$'),
  attached_at timestamptz,
  request_hash text not null,
  answer jsonb not null,
  api_key_id integer references api_keys (id) on delete set null,
  created_at timestamptz not null,
  unique (magasin_code, till_receipt_id),
  check ((kind = 'sale' and total >= 0 and paid >= 0) or (kind = 'return' and total <= 0 and paid <= 0)),
  check (paid = total - discount)
);
create index receipts_user_idx on receipts (user_id, purchased_at desc, id desc) where user_id is not null;
create index receipts_return_of_idx on receipts (return_of) where return_of is not null;

create table receipt_lines (
  receipt_id bigint not null references receipts (id) on delete cascade,
  line_no smallint not null,
  sku text not null,
  name text not null,
  quantity integer not null check (quantity <> 0),
  unit_price integer not null check (unit_price >= 0),
  discount integer not null,
  total integer not null,
  catalogue_bonus boolean not null default false,
  primary key (receipt_id, line_no),
  check (total = quantity * unit_price - discount)
);

-- Coupons and vouchers, each owned by one account and usable once.
create table wallet_offers (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('coupon', 'voucher')),
  source text not null check (source in ('welcome', 'points', 'staff', 'game', 'referral')),
  code text not null unique check (code ~ '^[A-Z0-9]{6,24}$'),
  amount_type text not null check (amount_type in ('amount', 'percent')),
  amount integer not null check (amount > 0),
  min_purchase integer not null default 0 check (min_purchase >= 0),
  cap integer check (cap is null or cap > 0),
  label text not null,
  label_ar text,
  description text not null default '',
  description_ar text,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  used_receipt_id bigint references receipts (id),
  discount integer,
  points_cost integer,
  issued_by integer references staff (id) on delete set null,
  request_id text,
  check (amount_type = 'amount' or amount <= 100),
  check ((used_at is null) = (used_receipt_id is null)),
  unique (user_id, request_id)
);
create index wallet_offers_user_idx on wallet_offers (user_id, kind, expires_at desc, id desc);
create unique index wallet_offers_welcome_idx on wallet_offers (user_id) where source = 'welcome';

-- The points ledger: signed entries; a shopper's balance is their sum.
create table points_ledger (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('earned', 'reversed', 'spent', 'transfer_in', 'transfer_out', 'expired', 'adjusted')),
  points integer not null check (points <> 0),
  receipt_id bigint references receipts (id) on delete set null,
  offer_id bigint references wallet_offers (id) on delete set null,
  counterpart_user_id integer references users (id) on delete set null,
  request_id text,
  at timestamptz not null,
  check ((kind in ('earned', 'transfer_in') and points > 0) or (kind in ('reversed', 'spent', 'transfer_out', 'expired') and points < 0) or kind = 'adjusted')
);
create index points_ledger_user_idx on points_ledger (user_id, at desc, id desc);
create unique index points_ledger_request_idx on points_ledger (user_id, kind, request_id) where request_id is not null;

-- The monthly grocery budget a shopper sets, and budget given to a family member for a month.
create table monthly_budgets (
  user_id integer not null references users (id) on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount integer not null check (amount >= 0),
  updated_at timestamptz not null,
  primary key (user_id, month)
);
create table budget_allocations (
  id bigserial primary key,
  from_user_id integer not null references users (id) on delete cascade,
  to_user_id integer not null references users (id) on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount integer not null check (amount > 0),
  request_id text not null,
  at timestamptz not null,
  check (from_user_id <> to_user_id),
  unique (from_user_id, request_id)
);
create index budget_allocations_from_idx on budget_allocations (from_user_id, at desc);
create index budget_allocations_to_idx on budget_allocations (to_user_id, at desc);
