-- Indexes for the chain at scale (bench/scale.ts: 10,000 stores, 100,000 products, 2,000,000
-- stock rows), each chosen from its EXPLAIN (ANALYZE, BUFFERS) there.

-- GET /stock/:sku (every store): the stock rows of one sku were a bitmap heap scan touching one
-- heap page per row (a best seller's 6,000 rows: 6,000 pages). With the stock and its time in the
-- index it is an index-only scan in magasin_code order (merge join with stores_pkey). It also
-- serves the products foreign key (deleting a product finds its stock rows by sku).
create index stock_sku_covering_idx on stock (sku, magasin_code) include (stock, updated_at);
drop index if exists stock_sku_idx;

-- GET /products?q=: the search key was computed (unaccent, per row) for every candidate of the
-- trigram index and again for the ranking. Stored once per product now, with its number of
-- distinct trigrams, which bounds the similarity() of a row (≤ min(n, n_q) / max(n, n_q)) so the
-- ranking scores only the rows that can reach the page (products.repository.ts).
alter table products
  add column search_text text not null
    generated always as (search_key(name || ' ' || coalesce(marque, ''))) stored,
  add column search_trigrams smallint not null
    generated always as (coalesce(array_length(show_trgm(search_key(name || ' ' || coalesce(marque, ''))), 1), 0)) stored;
create index products_search_text_idx on products using gin (search_text gin_trgm_ops);
drop index if exists products_search_idx;
