-- The whole-range search read by word (issue 33, docs/products.md#one-search): at 100,000 products a
-- common word ("lait", "biscuits") is in thousands of names and a typo ("hule") made the trigram
-- index of the products walk most of them. The search now reads two small tables instead:
--
--   search_dictionary: every distinct word of the products' search_words (a few thousand), with a
--     trigram index (a word inside another, close spellings) and a byte-order index (word starts);
--   product_words: one row per product and word, keyed by word, holding what the ranking needs
--     (first word of the name, length of the name's words, aisle), so a word's products are read
--     from the index alone.
--
-- Both are kept by statement triggers on products (one pass over the rows a statement wrote).

create table search_dictionary (
  word text collate "C" primary key
);
create index search_dictionary_trgm_idx on search_dictionary using gin (word gin_trgm_ops);

create table product_words (
  word text collate "C" not null,
  product_id integer not null references products (id) on delete cascade,
  -- The word is the name's first (the name starts with it).
  first boolean not null,
  -- length(products.search_words): shorter names rank first (the key is more of them).
  len integer not null,
  category_id integer not null
);
-- A word's products in the order the search ranks them (the name's first word, shorter names, id),
-- so a page reads the first rows of each word only.
create index product_words_rank_idx on product_words (word, first desc, len, product_id) include (category_id);
create index product_words_product_idx on product_words (product_id);

-- The words of these products → product_words and the dictionary.
create function product_words_add(ids integer[]) returns void
  language sql volatile
  as $$
    insert into product_words (word, product_id, first, len, category_id)
    select w.word, p.id, bool_or(w.i = 1), length(p.search_words), p.category_id
    from products p
    cross join lateral unnest(string_to_array(p.search_words, ' ')) with ordinality as w(word, i)
    where p.id = any(ids) and w.word <> ''
    group by w.word, p.id, p.search_words, p.category_id;
    insert into search_dictionary (word)
    select distinct pw.word from product_words pw where pw.product_id = any(ids)
    on conflict do nothing;
  $$;

-- These words, when no product has them any more, leave the dictionary.
create function search_dictionary_prune(words text[]) returns void
  language sql volatile
  as $$
    delete from search_dictionary d
    where d.word = any(words)
      and not exists (select 1 from product_words pw where pw.word = d.word);
  $$;

create function product_words_on_insert() returns trigger
  language plpgsql
  as $$
  begin
    perform product_words_add(array(select id from new_rows));
    return null;
  end $$;

create function product_words_on_update() returns trigger
  language plpgsql
  as $$
  declare
    changed integer[];
    gone text[];
  begin
    changed := array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where n.search_words is distinct from o.search_words or n.category_id is distinct from o.category_id);
    if cardinality(changed) = 0 then
      return null;
    end if;
    gone := array(select distinct word from product_words where product_id = any(changed));
    delete from product_words where product_id = any(changed);
    perform product_words_add(changed);
    perform search_dictionary_prune(gone);
    return null;
  end $$;

create function product_words_on_delete() returns trigger
  language plpgsql
  as $$
  declare
    gone text[];
  begin
    -- The words from the deleted rows themselves: the foreign key may have removed their product_words first.
    gone := array(select distinct w from old_rows o cross join lateral unnest(string_to_array(o.search_words, ' ')) as w);
    delete from product_words where product_id in (select id from old_rows);
    perform search_dictionary_prune(gone);
    return null;
  end $$;

create trigger product_words_insert after insert on products
  referencing new table as new_rows for each statement execute function product_words_on_insert();
create trigger product_words_update after update on products
  referencing old table as old_rows new table as new_rows for each statement execute function product_words_on_update();
create trigger product_words_delete after delete on products
  referencing old table as old_rows for each statement execute function product_words_on_delete();

select product_words_add(array(select id from products));

-- An aisle's products in the search's order (shorter names, id), from the index alone.
create index products_category_len_idx on products (category_id, length(search_words), id) include (search_words);

-- One page of the whole-range search and its total (called by products.repository.ts search(),
-- which explains the sources and the ranks; docs/products.md#one-search). A function so that its
-- plan is made once per connection: planning the statement took as long as running it.
-- p_key: the query as typed (cleaned); p_ar: its Arabic words without « ال »; p_code: the query when
-- it may be an EAN or article code, else ''. At most 8 words of a query are read; a word found in
-- fewer than 24 products also brings its close spellings. A page past the end: one row, id null.
create function search_products(p_key text, p_ar text, p_code text, p_limit integer, p_offset integer)
  returns table (hit_id integer, hit_rank integer, hit_total integer)
  language plpgsql stable
  as $fn$
  #variable_conflict use_column
  begin
    return query
    with k as materialized (select search_words(p_key) as w, search_key_ar(p_ar) as a),
    cat as materialized (
      select c.category_id,
        least(
          case when k.w = '' then 9
               when strpos(' ' || search_words(c.category_name) || ' ', ' ' || k.w || ' ') > 0 then 1
               when strpos(' ' || search_words(c.category_name), ' ' || k.w) > 0 then 2
               else 9 end,
          case when k.a = '' then 9
               when strpos(' ' || search_key_ar(coalesce(c.category_name_ar, '')) || ' ', ' ' || k.a || ' ') > 0 then 1
               when strpos(search_key_ar(coalesce(c.category_name_ar, '')), k.a) > 0 then 2 -- « بالحليب »
               else 9 end
        ) as tier
      from categories c cross join k
      where c.kind in ('food', 'hygiene', 'nonfood')
    ),
    aisles as materialized (select category_id, tier from cat where tier <= 2),
    qall as materialized (
      select t.w, t.i::int as i
      from k cross join lateral unnest((string_to_array(nullif(k.w, ''), ' '))[1:8]) with ordinality as t(w, i)
    ),
    -- The words a product must have: those of 3 letters or more (« de », « l », « 1l » only rank),
    -- or every word when none is that long.
    qw as materialized (
      select w, (row_number() over (order by i))::int as i from qall
      where length(w) >= 3 or not exists (select 1 from qall where length(w) >= 3)
    ),
    qn as materialized (
      select (select count(*) from qall)::int as n, (1 << (select count(*) from qw)::int) - 1 as mask,
        -- One or two letters alone: the names that start with them.
        (select count(*) from qall) = 1 and length((select w from k)) < 3 as lead_only
    ),
    strict as materialized (
      select qw.i, d.word, case when d.word = qw.w then 0 when strpos(d.word, qw.w) = 1 then 1 else 2 end as how, 1::real as sim
      from qw join search_dictionary d on length(qw.w) >= 3 and d.word like '%' || qw.w || '%'
      union all
      select qw.i, d.word, case when d.word = qw.w then 0 else 1 end, 1::real
      from qw join search_dictionary d on length(qw.w) < 3 and d.word >= qw.w collate "C" and d.word < (qw.w || chr(1114111)) collate "C"
    ),
    matched as materialized (
      select * from strict
      union all
      select qw.i, d.word, 3, similarity(d.word, qw.w)
      from qw join search_dictionary d on length(qw.w) >= 3 and d.word % qw.w
      where (select count(*) from (
              select 1 from strict s join product_words pw on pw.word = s.word where s.i = qw.i limit 24) f) < 24
        and not exists (select 1 from strict s where s.i = qw.i and s.word = d.word)
    ),
    -- One word: each matched word's first rows, and a whole word's first rows in each aisle named so too.
    one as (
      select m.how, m.sim, pw.product_id as id, pw.first, pw.len, pw.category_id
      from matched m cross join lateral (
        select pw.product_id, pw.first, pw.len, pw.category_id from product_words pw
        where pw.word = m.word and (pw.first or not (select lead_only from qn))
        order by pw.first desc, pw.len, pw.product_id limit p_offset + p_limit) pw
      where (select n from qn) = 1
      union all
      select m.how, m.sim, pw.product_id, pw.first, pw.len, pw.category_id
      from matched m cross join aisles c cross join lateral (
        select pw.product_id, pw.first, pw.len, pw.category_id from product_words pw
        where pw.word = m.word and pw.category_id = c.category_id and (pw.first or not (select lead_only from qn))
        order by pw.first desc, pw.len, pw.product_id limit p_offset + p_limit) pw
      where m.how = 0 and (select n from qn) = 1
    ),
    -- Several words: the products that have them all, each word matched whole (m0), at least at
    -- a word start (m1), inside a word (m2) or by a close spelling.
    many as materialized (
      select pw.product_id as id, max(m.sim) as sim, min(pw.len) as len, min(pw.category_id) as category_id,
        bool_or(pw.first and m.i = 1) as starts,
        bit_or(case when m.how = 0 then 1 << (m.i - 1) else 0 end) as m0,
        bit_or(case when m.how <= 1 then 1 << (m.i - 1) else 0 end) as m1,
        bit_or(case when m.how <= 2 then 1 << (m.i - 1) else 0 end) as m2
      from matched m join product_words pw on pw.word = m.word
      where (select n from qn) > 1
      group by pw.product_id
      having bit_or(1 << (m.i - 1)) = (select mask from qn)
    ),
    ranked as (
      select o.id,
        case o.how when 0 then (case when c.tier is not null then 1 else 2 end) when 1 then 4 when 2 then 6 else 7 end as rank,
        o.first as starts, o.sim, o.len
      from one o left join aisles c on c.category_id = o.category_id
      union all
      select h.id,
        case (select mask from qn)
          when h.m0 then (case when c.tier is not null then 1 else 2 end)
          when h.m1 then 4 when h.m2 then 6 else 7
        end,
        h.starts, h.sim, h.len
      from many h left join aisles c on c.category_id = h.category_id
      union all
      select p.id, case c.tier when 1 then 3 else 5 end, false, 1::real, p.len
      from aisles c cross join lateral (
        select p.id, length(p.search_words) as len from products p where p.category_id = c.category_id
        order by length(p.search_words), p.id limit p_offset + p_limit) p
      union all
      select p.id, 0, true, 1::real, length(p.search_words) from products p
      where p.ean = p_code or p.sku = p_code
    ),
    best as (
      select id, min(rank) as rank, bool_or(starts) as starts, max(sim) as sim, min(len) as len from ranked group by id
    ),
    found as (
      select pw.product_id as id, pw.category_id from matched m join product_words pw on pw.word = m.word
      where (select n from qn) = 1 and (pw.first or not (select lead_only from qn))
      union
      select id, category_id from many
    ),
    total as (
      select (select count(*) from found)
        + (select count(*) from aisles c join products p on p.category_id = c.category_id)
        - (select count(*) from found f join aisles c on c.category_id = f.category_id)
        + (select count(*) from products p
           where (p.ean = p_code or p.sku = p_code)
             and p.id not in (select id from found) and p.category_id not in (select category_id from aisles)) as n
    ),
    pg as (
      select id, rank from best
      order by rank, starts desc, sim desc, len, id
      limit p_limit offset p_offset
    )
    select pg.id, pg.rank::int, total.n::int from total left join pg on true;
  end
  $fn$;

-- Replaced by the tables above.
drop index products_search_words_idx;
drop index products_search_words_prefix_idx;
