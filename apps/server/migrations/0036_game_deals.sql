-- Issue 31: skill-game prizes are earned, not claimed (docs/games.md#fairness). A skill play's level
-- is dealt on the server from `seed` (packages/domain derives the layout from it); its result is the
-- app's log of moves, kept as sent, replayed on the server; `reason` says why a play was not believed.
alter table game_plays add column seed integer;
alter table game_plays add column log jsonb;
alter table game_plays add column reason text check (reason is null or length(reason) <= 40);
