-- Issue 36, item 6a (docs/wallet.md#points-expire): points live a configurable number of months.
-- The back office's Fidélité screen edits the life (one row; every change audited); a daily job
-- writes the lapsed points as one `expired` entry per account and day (request_id 'expiry:<day>',
-- kept unique by points_ledger_request_idx) and warns the shopper 30 and 7 days ahead.

create table loyalty_settings (
  id boolean primary key default true check (id),
  points_life_months integer not null default 12 check (points_life_months between 1 and 60),
  updated_at timestamptz,
  updated_by integer references staff (id) on delete set null
);
insert into loyalty_settings (id) values (true);

-- The job walks each account's lots (the positive entries) oldest first.
create index points_ledger_lots_idx on points_ledger (user_id, at, id) where points > 0;
