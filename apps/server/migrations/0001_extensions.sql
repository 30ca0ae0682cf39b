-- Extensions available on both PGlite (contrib) and Debian's PostgreSQL.
create extension if not exists pg_trgm;
create extension if not exists unaccent;
create extension if not exists cube;
create extension if not exists earthdistance;

-- unaccent() is only STABLE; indexes need an IMMUTABLE wrapper with the dictionary pinned.
create or replace function f_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Accent- and case-insensitive search key.
create or replace function search_key(text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.f_unaccent($1)) $$;
