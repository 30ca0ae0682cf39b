-- Issue 37: the nearest stores in SQL (docs/stores.md#nearest-stores-in-sql). Each store's point on
-- the spec's sphere (6,371,000 m) as a stored cube, with its own GiST index: the KNN walk orders by
-- the chord to it, read from the row, instead of working out ll_to_earth(latitude, longitude) again
-- for every row it returns (what made the walk of stores_earth_idx slow). Only cube() and plain
-- arithmetic: the column restores from a dump whatever the search path.
alter table stores add column earth_point cube generated always as (cube(array[
  6371000 * cos(radians(latitude)) * cos(radians(longitude)),
  6371000 * cos(radians(latitude)) * sin(radians(longitude)),
  6371000 * sin(radians(latitude))
]::float8[])) stored;
create index stores_earth_point_idx on stores using gist (earth_point);
