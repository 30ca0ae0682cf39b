-- Shopping lists (issue 17, docs/shopping-lists.md): a list belongs to its creator and is shared
-- with the family members assigned to it. Items merge per field (packages/domain/src/shopping-list.ts):
-- quantity and removed are last-writer-wins registers with their stamp (instant ms + device id);
-- ticks are an observed-remove set (a tick row, taken back by setting unticked). Every change bumps
-- the list's version, which the live stream and the app's catch-up compare.

create table shopping_lists (
  id serial primary key,
  owner_id integer not null references users (id) on delete cascade,
  title text not null check (length(title) between 1 and 80),
  status text not null default 'active' check (status in ('active', 'rejected')),
  version bigint not null default 1,
  -- Set when the last item is ticked, cleared when the list stops being complete (history tab).
  finished_at timestamptz,
  rejected_at timestamptz,
  last_boost_at timestamptz,
  -- The idempotency of the creation (and of a duplication): same owner, same request, same list.
  request_id text not null,
  duplicated_from integer references shopping_lists (id) on delete set null,
  -- The receipt matched to a finished list ('Promo déduite' from the till), when one is.
  receipt_id bigint references receipts (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (owner_id, request_id)
);
create index shopping_lists_owner_idx on shopping_lists (owner_id, updated_at desc, id desc);

-- The family members a list is shared with (the owner is not listed here).
create table shopping_list_members (
  list_id integer not null references shopping_lists (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  assigned_at timestamptz not null,
  primary key (list_id, user_id)
);
create index shopping_list_members_user_idx on shopping_list_members (user_id, list_id);

create table shopping_list_items (
  list_id integer not null references shopping_lists (id) on delete cascade,
  -- 'p:<sku>' or 't:<normalised text>' (domain itemKeyOf): the same thing added twice is one item.
  item_key text not null,
  sku text,
  text text,
  quantity integer not null check (quantity between 1 and 99),
  quantity_at bigint not null,
  quantity_device text not null,
  removed boolean not null,
  removed_at bigint not null,
  removed_device text not null,
  added_by integer not null,
  added_at bigint not null,
  -- The list version of the last change to this item.
  version bigint not null,
  primary key (list_id, item_key)
);
create index shopping_list_items_sku_idx on shopping_list_items (sku) where sku is not null;

create table shopping_list_ticks (
  list_id integer not null,
  item_key text not null,
  tick_id text not null,
  user_id integer not null,
  at bigint not null,
  -- Unit price and regular price when the server first saw the tick (millimes).
  price integer,
  regular_price integer,
  unticked boolean not null default false,
  primary key (list_id, item_key, tick_id),
  foreign key (list_id, item_key) references shopping_list_items (list_id, item_key) on delete cascade
);

-- Photos of a list (a handwritten list, a product), stored like avatars: checked, re-encoded.
create table shopping_list_images (
  id serial primary key,
  list_id integer not null references shopping_lists (id) on delete cascade,
  storage_key text not null,
  added_by integer not null references users (id) on delete cascade,
  created_at timestamptz not null
);
create index shopping_list_images_list_idx on shopping_list_images (list_id, id);

-- A shopper's notifications (the inbox of docs/notifications, filled here by 'Booster les membres').
create table notifications (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  title_fr text not null,
  title_ar text not null,
  body_fr text not null,
  body_ar text not null,
  link text,
  -- Idempotency: one notification per (user, dedupe key).
  dedupe_key text not null,
  created_at timestamptz not null,
  read_at timestamptz,
  unique (user_id, dedupe_key)
);
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);
