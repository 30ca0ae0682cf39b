-- One search for the whole range (issue 33): GET /products/search (docs/products.md#one-search).
-- Products are found by their words (name + brand, unaccented, lower-cased, punctuation as spaces:
-- search_words, trigram-indexed), their category's French or Arabic name, their EAN or article
-- code; ranked whole word, then word start, then inside a word, then close spelling
-- (products.repository.ts search()).

-- Arabic search key: without the short vowels, shadda, sukun and tatweel, alef forms as one alef,
-- ta marbuta as ha and alef maqsura as ya, so « الحَليب » and « حليب » compare alike.
create or replace function search_key_ar(text) returns text
  language sql immutable parallel safe strict
  as $$ select translate(regexp_replace($1, '[\u064B-\u0652\u0640\u0670]', '', 'g'), 'أإآٱةى', 'ااااهي') $$;

-- The words of a text for the search: search_key() with every run of spaces and punctuation as one
-- space, trimmed ("Lait demi-écrémé (UHT)" → "lait demi ecreme uht"). Letters of any script stay.
create or replace function search_words(text) returns text
  language sql immutable parallel safe strict
  as $$ select btrim(regexp_replace(search_key($1), '[[:space:][:punct:]«»’‘“”–—…·]+', ' ', 'g')) $$;

-- Stored once per product: a whole word is strpos(' ' || search_words || ' ', ' ' || key || ' '),
-- a word start strpos(' ' || search_words, ' ' || key), cheap enough to rank thousands of rows.
alter table products
  add column search_words text not null
    generated always as (search_words(name || ' ' || coalesce(marque, ''))) stored;
create index products_search_words_idx on products using gin (search_words gin_trgm_ops);
-- One or two letters typed: the names that start with them (LIKE 'la%' through this index).
create index products_search_words_prefix_idx on products (search_words text_pattern_ops);
