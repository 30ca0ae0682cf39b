-- Issue 20, the chain's mobile offer (docs/mobile-offer.md): which products belong to it, and the
-- shoppers' SIM reservations that support handles in the back office.

-- The offer's products: phones, SIM cards and recharge cards, in the order the screen lists them.
create table mobile_offer_products (
  product_id integer primary key references products (id) on delete cascade,
  kind text not null check (kind in ('phone', 'sim', 'recharge')),
  position integer not null default 0
);
create index mobile_offer_products_order_idx on mobile_offer_products (position, product_id);
create index mobile_offer_products_kind_idx on mobile_offer_products (kind, position, product_id);

-- A SIM reservation (the spec's reserve-sim payload). The ID number is personal data: sealed
-- (AES-256-GCM, PERSONAL_DATA_KEY), with a keyed hash to find an open request for the same ID and
-- its last 3 characters for the masked display. Deleted with the account.
create table sim_reservations (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  -- Idempotency: the same request_id from the same shopper makes one reservation.
  request_id text not null,
  action text not null check (action in ('Portabilité', 'Nouveau numéro')),
  line_number text not null check (line_number ~ '^[0-9]{8}$'),
  last_name text not null,
  first_name text not null,
  address text not null,
  id_type text not null check (id_type in ('CIN', 'Passport')),
  id_sealed text not null,
  id_hash text not null,
  id_hint text not null,
  status text not null default 'recue' check (status in ('recue', 'en_traitement', 'prete', 'refusee', 'annulee')),
  -- Why refused, or what to bring; where the SIM waits (prete).
  status_note text,
  store_code text references stores (magasin_code) on delete set null,
  handled_by integer references staff (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, request_id),
  check (status <> 'prete' or store_code is not null),
  check (status <> 'refusee' or status_note is not null)
);
-- One open reservation per ID document (type and number), enforced by the database.
create unique index sim_reservations_open_idx on sim_reservations (id_hash) where status in ('recue', 'en_traitement');
create index sim_reservations_user_idx on sim_reservations (user_id, created_at desc, id desc);
create index sim_reservations_status_idx on sim_reservations (status, created_at desc, id desc);
create index sim_reservations_created_idx on sim_reservations (created_at desc, id desc);

-- Each status move by staff: the history, and a retried click (same request_key) moving once.
create table sim_reservation_moves (
  id bigserial primary key,
  reservation_id bigint not null references sim_reservations (id) on delete cascade,
  status text not null,
  note text,
  store_code text,
  staff_id integer references staff (id) on delete set null,
  request_key text not null,
  created_at timestamptz not null,
  unique (reservation_id, request_key)
);
