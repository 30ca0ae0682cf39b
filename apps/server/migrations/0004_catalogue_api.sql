-- Indexes of the catalogue API (GET /products, /catalogues, /promos).

-- The week's price of a product in a catalogue range (GET /products?oc_debut&oc_fin): an
-- index-only look-up by product, catalogue ids then prices; it supersedes the plain product index.
create index catalogue_products_product_prices_idx
  on catalogue_products (product_id, catalogue_id) include (price, old_price, remise);
drop index if exists catalogue_products_product_idx;

-- GET /products/banner and ?category_ids=: category_id = any(…) or category_ids && … is a
-- BitmapOr of products_category_idx and the GIN index on category_ids (0002); text search uses
-- products_search_idx; GET /promos uses the (promo_date, promo_key, product_id) unique index.
