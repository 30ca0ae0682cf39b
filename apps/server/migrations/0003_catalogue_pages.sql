-- The pages of a weekly catalogue: the layout of its tiles and its title band's text.
create table catalogue_pages (
  catalogue_id integer not null references catalogues (id) on delete cascade,
  page smallint not null check (page >= 1),
  layout text not null check (layout in ('cover', 'grid6', 'grid9', 'hero5')),
  title text not null,
  primary key (catalogue_id, page)
);
