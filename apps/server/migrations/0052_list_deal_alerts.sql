-- « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): the weekly push
-- « N articles de votre liste sont en promo cette semaine », off by default. A shopper without a row
-- has it off (GET /users/me/list-deals-alert answers the defaults: off, Thursday, 09:00).
create table list_deal_alerts (
  user_id integer primary key references users (id) on delete cascade,
  enabled boolean not null default false,
  weekday smallint not null check (weekday between 1 and 7), -- 1 = Monday … 7 = Sunday, Tunis
  hour smallint not null check (hour between 8 and 21),      -- Tunis hour of the day
  last_week text,                                            -- the ISO week last told ('2026-W48'), null: never
  updated_at timestamptz not null
);
-- The hourly job's walk: the shoppers on at a weekday and hour, by user id (batches of 500).
create index list_deal_alerts_due_idx on list_deal_alerts (weekday, hour, user_id) where enabled;
