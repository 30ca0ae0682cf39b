-- Arabic forms of the text the server and the seed write (issue 14, docs/architecture.md#languages).
-- Nullable: an empty or missing Arabic form falls back to the French one in the API's Arabic answers.
-- The demo data fills them (seed/arabic.ts), on a new database and on the next start of an existing one.
alter table categories add column category_name_ar text;
alter table promos add column plus_ar text;
alter table products add column plus_ar text;
alter table catalogues add column name_ar text;
alter table stores add column storename_ar text;
alter table stores add column address_ar text;
