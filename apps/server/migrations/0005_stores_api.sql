-- Indexes of the stores, stock, last-chance and scan API.
--
-- Already in 0002 and used as they are: GET /stores/near and /stores/at filter with
-- earth_box(…) @> ll_to_earth(latitude, longitude) on stores_earth_idx (GiST) and then decide with
-- the spec's haversine (6371000 m); GET /stock joins stock by (magasin_code, sku) (stock_pkey) or
-- by sku (stock_sku_idx); GET /last-chance?magasin&category uses last_chance_store_idx, ?category
-- last_chance_category_idx, ?q last_chance_search_idx; POST /scan looks up products by ean/sku
-- (unique), last_chance and stock by their primary keys; delegation names are 24 × ~11 rows.

-- GET /last-chance (the home fetch, limit 22, no filter): biggest discount first, read in index order.
create index last_chance_remise_idx on last_chance (remise desc, sku, magasin_code);

-- GET /last-chance?distinct=true: one row per sku, its lowest price then largest stock.
create index last_chance_sku_price_idx on last_chance (sku, nouveau_pv, stock desc, magasin_code);
