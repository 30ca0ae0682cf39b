-- Issue 37: the nearest stores in SQL walk only the index (docs/stores.md#nearest-stores-in-sql).
-- stores_earth_point_idx (migration 0048) again, now carrying each store's code, latitude and
-- longitude (INCLUDE): the KNN walk of the stores nearest first reads what it returns, the code and
-- the exact distance, from the index's own pages (an index-only scan), instead of one heap page a
-- store (some 560 pages for the 516 stores of a 25 km answer at 10,000 stores, against 60).
drop index stores_earth_point_idx;
create index stores_earth_point_idx on stores using gist (earth_point) include (magasin_code, latitude, longitude);
