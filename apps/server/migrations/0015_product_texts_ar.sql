-- Arabic forms of the products' short line and detail paragraph (issue 14, docs/architecture.md#languages).
-- Nullable: an empty or missing Arabic form falls back to the French one in the API's Arabic answers.
-- The demo data fills them (seed/arabic-products.ts), on a new database and on the next start of an existing one.
alter table products add column short_description_ar text;
alter table products add column description_ar text;
