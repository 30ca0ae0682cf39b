-- Response cache (issue 7). Every server copy caches the answers of the key reads; what they must
-- agree on lives here, in the database they share:
-- 1. cache_versions: one counter per data area, bumped by a statement trigger on every write to
--    that area's tables (the seed, its top-up, an import, an operator's SQL). A cached answer's key
--    carries the versions it was built from, so a write makes every copy rebuild it.
--    Stock has no version on purpose: it changes all day, one row at a time; its answers are cached
--    for two seconds only, and a counter row every stock write must update would serialise them.
-- 2. http_cache: the shared layer of serialized answers (with their ETag) when there is no Redis.
--    Unlogged: it is a cache, a crash may empty it.
create table cache_versions (
  area text primary key,
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into cache_versions (area) values ('catalogue'), ('stores'), ('last_chance');

create function bump_cache_version() returns trigger language plpgsql as $$
begin
  update cache_versions set version = version + 1, changed_at = now() where area = tg_argv[0];
  return null;
end
$$;

create trigger governorates_cache_version after insert or update or delete or truncate on governorates
  for each statement execute function bump_cache_version('stores');
create trigger delegations_cache_version after insert or update or delete or truncate on delegations
  for each statement execute function bump_cache_version('stores');
create trigger stores_cache_version after insert or update or delete or truncate on stores
  for each statement execute function bump_cache_version('stores');
create trigger categories_cache_version after insert or update or delete or truncate on categories
  for each statement execute function bump_cache_version('catalogue');
create trigger products_cache_version after insert or update or delete or truncate on products
  for each statement execute function bump_cache_version('catalogue');
create trigger catalogues_cache_version after insert or update or delete or truncate on catalogues
  for each statement execute function bump_cache_version('catalogue');
create trigger catalogue_pages_cache_version after insert or update or delete or truncate on catalogue_pages
  for each statement execute function bump_cache_version('catalogue');
create trigger catalogue_products_cache_version after insert or update or delete or truncate on catalogue_products
  for each statement execute function bump_cache_version('catalogue');
create trigger promos_cache_version after insert or update or delete or truncate on promos
  for each statement execute function bump_cache_version('catalogue');
create trigger last_chance_cache_version after insert or update or delete or truncate on last_chance
  for each statement execute function bump_cache_version('last_chance');

create unlogged table http_cache (
  key text primary key,
  etag text not null,
  body text not null,
  expires_at timestamptz not null
);
create index http_cache_expires_idx on http_cache (expires_at);
