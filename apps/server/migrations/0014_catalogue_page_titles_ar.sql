-- The Arabic title band of catalogue pages (issue 14, docs/architecture.md#languages): the page images
-- drawn for ?lang=ar show it (docs/media.md). Nullable: missing or empty, the French title is drawn.
-- The demo data fills it (seed/arabic.ts), on a new database and on the next start of an existing one.
alter table catalogue_pages add column title_ar text;
