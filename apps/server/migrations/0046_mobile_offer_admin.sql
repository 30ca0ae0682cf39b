-- Issue 36 (docs/mobile-offer.md#back-office-products): the mobile offer's products are edited in
-- the back office and fed by the chain's systems (PUT/PATCH /integrations/mobile-offer/products).
-- Each offer line keeps its own bilingual name and price (millimes); the catalogue product (its sku,
-- the chain's article code) still gives the picture, the stock and the last-chance match. An
-- archived line is no longer shown to shoppers but kept for the back office and the feed.
alter table mobile_offer_products
  add column name text,
  add column name_ar text not null default '',
  add column price integer,
  add column archived_at timestamptz,
  add column updated_at timestamptz not null default now();

-- The lines already there (the demo's) take their product's name and selling price.
update mobile_offer_products m set name = p.name, price = p.price from products p where p.id = m.product_id;

alter table mobile_offer_products
  alter column name set not null,
  alter column price set not null,
  add constraint mobile_offer_products_name_check check (char_length(name) between 1 and 120),
  add constraint mobile_offer_products_name_ar_check check (char_length(name_ar) <= 120),
  add constraint mobile_offer_products_price_check check (price > 0);

-- The shoppers' list answers are cached by data version: an edit or a fed line is seen at once.
create trigger mobile_offer_products_cache_version after insert or update or delete or truncate on mobile_offer_products
  for each statement execute function bump_cache_version('catalogue');
