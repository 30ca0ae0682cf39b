-- Catalogue administration (issue 15, docs/catalogue-admin.md): staff create a week's catalogue as a
-- draft, upload its pages (a PDF rendered on the server, or images), draw its product zones, then
-- publish it. Shoppers only ever see published catalogues.

-- null: a draft, never shown to shoppers. Catalogues that exist already (the demo data) are published.
alter table catalogues add column published_at timestamptz;
update catalogues set published_at = now();
-- A short free text ("Spécial rentrée"), shown in the back office.
alter table catalogues add column theme text check (theme is null or length(theme) <= 60);
-- A new catalogue has no page until its pages are uploaded.
alter table catalogues drop constraint catalogues_page_count_check;
alter table catalogues add constraint catalogues_page_count_check check (page_count between 0 and 40);
create index catalogues_published_start_idx on catalogues (oc_debut) where published_at is not null;

-- An uploaded page is an image in the storage (image_key, a server-made key), drawn at
-- image_width x image_height pixels in the page's 350x500 proportions; layout 'image'.
alter table catalogue_pages add column image_key text;
alter table catalogue_pages add column image_width smallint;
alter table catalogue_pages add column image_height smallint;
alter table catalogue_pages drop constraint catalogue_pages_layout_check;
alter table catalogue_pages add constraint catalogue_pages_layout_check
  check (layout in ('cover', 'grid6', 'grid9', 'hero5', 'image'));
alter table catalogue_pages add constraint catalogue_pages_image_check
  check ((layout = 'image') = (image_key is not null));
