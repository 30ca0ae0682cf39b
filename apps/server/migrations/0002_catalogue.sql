-- Geography, stores, categories, products, catalogues, promos, last chance and stock.
-- Plain SQL for both PGlite and PostgreSQL 15. Money is integer millimes; percents are integers.

create table governorates (
  id smallint primary key,                 -- numeric part of the ISO 3166-2 code: 11 = TN-11 Tunis
  code text not null unique,               -- 'TN-11'
  name text not null unique,               -- French spelling: 'Tunis', 'Béja', 'Le Kef'
  name_ar text not null
);

create table delegations (
  id integer primary key,                  -- governorate id * 100 + n: 1201 = Ariana Ville
  governorate_id smallint not null references governorates (id),
  name text not null,                      -- French title case: 'La Soukra'
  name_ar text not null,
  postal_code text not null,
  latitude double precision not null,      -- the delegation's town
  longitude double precision not null,
  unique (governorate_id, name)
);

create table stores (
  magasin_code text primary key,           -- 'TN0001'
  storename text not null unique,
  city text not null,                      -- delegation name (shown as delegation)
  region_name text not null,               -- governorate name (shown as gouvernorat)
  delegation_id integer not null references delegations (id),
  governorate_id smallint not null references governorates (id),
  address text not null,
  postal_code text not null,
  latitude double precision not null,
  longitude double precision not null,
  phone text not null
);
create index stores_earth_idx on stores using gist (ll_to_earth(latitude, longitude));
create index stores_lat_lng_idx on stores (latitude, longitude);
create index stores_delegation_idx on stores (delegation_id);
create index stores_governorate_idx on stores (governorate_id);
create index stores_region_city_idx on stores (region_name, city);
create index stores_city_idx on stores (city);
create index stores_search_idx on stores using gin (search_key(storename || ' ' || city) gin_trgm_ops);

create table categories (
  id integer primary key,                  -- the spec's ID (108 = the default AUTRES)
  category_id integer not null unique,     -- the spec's CATEGORY_ID (515 … 618, 622, 5 … 485, 695, 726)
  category_name text not null,
  id_parent integer,                       -- CATEGORY_ID of the group (700 …), null for a group
  image text,
  kind text not null check (kind in ('group', 'food', 'hygiene', 'nonfood', 'special', 'default')),
  position smallint not null default 0
);
create index categories_parent_idx on categories (id_parent, position);

create table products (
  id integer primary key,
  sku text not null unique,                -- the chain's article code
  ean text not null unique,                -- EAN-13
  name text not null,
  description text not null,
  short_description text not null,
  marque text,
  size text,
  category_id integer not null references categories (category_id),
  category_ids integer[] not null default '{}', -- + 695 in the current catalogue, + 726 banner
  base_price integer not null check (base_price > 0), -- regular shelf price
  price integer not null check (price > 0),           -- = new_price
  old_price integer not null check (old_price >= new_price),
  new_price integer not null check (new_price > 0),
  remise smallint not null default 0 check (remise between 0 and 99),
  plus text,
  super_lundi smallint not null default 0 check (super_lundi in (0, 1)),
  super_mardi smallint not null default 0 check (super_mardi in (0, 1)),
  super_mercredi smallint not null default 0 check (super_mercredi in (0, 1)),
  super_jeudi smallint not null default 0 check (super_jeudi in (0, 1)),
  super_vendredi smallint not null default 0 check (super_vendredi in (0, 1)),
  super_samedi smallint not null default 0 check (super_samedi in (0, 1)),
  super_dimanche smallint not null default 0 check (super_dimanche in (0, 1)),
  super_friday smallint not null default 0 check (super_friday in (0, 1)),
  pack text not null,                      -- the drawn pack shape of the generated image
  image_version integer not null default 1,
  source text not null check (source in ('off', 'generated'))
);
create index products_category_idx on products (category_id, id);
create index products_category_ids_idx on products using gin (category_ids);
create index products_search_idx on products
  using gin (search_key(name || ' ' || coalesce(marque, '')) gin_trgm_ops);
create index products_discount_idx on products (remise) where remise > 0;

create table catalogues (
  id integer primary key,                  -- ISO week-year * 100 + week: 202648
  name text not null,
  week smallint not null check (week between 1 and 53),
  year text not null check (year ~ '^[0-9]{2}$'), -- 2-digit ISO week-year, as the images call uses
  iso_year smallint not null,
  oc_debut timestamp(0) not null,          -- Tunis wall time: Wednesday 00:00:00
  oc_fin timestamp(0) not null,            -- Tunis wall time: Tuesday 23:59:59
  page_count smallint not null check (page_count between 1 and 40),
  cover text not null,                     -- URL of the cover image
  image_version integer not null default 1,
  unique (year, week)
);
create index catalogues_dates_idx on catalogues (oc_debut, oc_fin);
create index catalogues_fin_idx on catalogues (oc_fin);

create table catalogue_products (
  catalogue_id integer not null references catalogues (id) on delete cascade,
  product_id integer not null references products (id),
  page smallint not null check (page >= 1),
  position smallint not null check (position >= 0),
  x real not null,                         -- tile rectangle on the 350x500 page
  y real not null,
  w real not null,
  h real not null,
  price integer not null check (price > 0),
  old_price integer not null,
  remise smallint not null check (remise between 0 and 99),
  primary key (catalogue_id, product_id),
  unique (catalogue_id, page, position)
);
create index catalogue_products_product_idx on catalogue_products (product_id);

create table promos (
  id integer generated by default as identity primary key,
  product_id integer not null references products (id),
  promo_date date not null,
  promo_key text not null check (promo_key in ('super_lundi', 'super_mardi', 'super_mercredi',
    'super_jeudi', 'super_vendredi', 'super_samedi', 'super_dimanche', 'super_friday')),
  price integer not null check (price > 0),
  old_price integer not null,
  remise smallint not null check (remise between 0 and 99),
  plus text,
  unique (promo_date, promo_key, product_id)
);
create index promos_product_idx on promos (product_id, promo_date);

create table last_chance (
  sku text not null references products (sku),
  magasin_code text not null references stores (magasin_code),
  nouveau_pv integer not null check (nouveau_pv > 0),
  ancien_pv integer not null,
  remise smallint not null check (remise between 0 and 99),
  stock integer not null check (stock >= 0),
  desc_article text not null,
  category_id integer not null,
  primary key (sku, magasin_code)
);
create index last_chance_store_idx on last_chance (magasin_code, category_id);
create index last_chance_category_idx on last_chance (category_id);
create index last_chance_search_idx on last_chance using gin (search_key(desc_article) gin_trgm_ops);

create table stock (
  magasin_code text not null references stores (magasin_code),
  sku text not null references products (sku),
  stock integer not null check (stock >= 0),
  updated_at timestamptz not null,
  primary key (magasin_code, sku)
);
create index stock_sku_idx on stock (sku, magasin_code);

-- What the demo data generator did: one row, 'demo'.
create table seed_state (
  id text primary key,
  version integer not null,
  anchor_date date not null,               -- "today" of the first seeding
  last_week_start date not null,           -- Wednesday of the latest catalogue week seeded
  current_week_start date not null,        -- week whose catalogue products carry 695 and the day flags
  seeded_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
