-- One search for the whole range (issue 33): GET /products/search (docs/products.md#one-search).
-- Products are found by their stored search_text (name + brand, unaccented and lower-cased, 0009,
-- trigram-indexed), their category's French or Arabic name, their EAN or article code, and ranked
-- by search_tier(): whole word, then word start, then anywhere in a word, then close spelling.

-- Arabic search key: without the short vowels, shadda, sukun and tatweel, alef forms as one alef,
-- ta marbuta as ha and alef maqsura as ya, so « الحَليب » and « حليب » compare alike.
create or replace function search_key_ar(text) returns text
  language sql immutable parallel safe strict
  as $$ select translate(regexp_replace($1, '[\u064B-\u0652\u0640\u0670]', '', 'g'), 'أإآٱةى', 'ااااهي') $$;

-- `key` as a literal inside a regular expression: every character that is neither a letter, a
-- digit nor a space gets a backslash (a backslash before such a character is that character).
create or replace function search_regex_quote(text) returns text
  language sql immutable parallel safe strict
  as $$ select regexp_replace($1, '([^[:alnum:][:space:]])', '\\\1', 'g') $$;

-- Where the search key `key` stands in the text `doc` (both search keys): 1 a whole word (or
-- words), 2 the start of a word, 3 inside a word, 4 not as such (a close spelling at best).
create or replace function search_tier(doc text, key text) returns smallint
  language sql immutable parallel safe strict
  as $$ select (case
    when doc ~ ('\m' || search_regex_quote(key) || '\M') then 1
    when doc ~ ('\m' || search_regex_quote(key)) then 2
    when strpos(doc, key) > 0 then 3
    else 4
  end)::smallint $$;
