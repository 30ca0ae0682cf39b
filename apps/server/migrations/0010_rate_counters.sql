-- Rate limits that must hold across every server copy (issue 12): fixed-window counters keyed by
-- the limit's name and subject (an account, an IP, a phone), used when no Redis is configured.
-- Unlogged: a lost counter after a crash only gives a fresh window.
create unlogged table rate_counters (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);
-- The sweep of windows long gone.
create index rate_counters_window_idx on rate_counters (window_start);
