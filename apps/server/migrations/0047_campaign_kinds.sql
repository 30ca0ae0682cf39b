-- Issue 36: a campaign is not only a game (docs/games.md#campaign-kinds). « Offre du jour » and
-- « Last Chance » campaigns lead to their screens: they run no game, so only a game campaign has
-- one, and every game campaign keeps its own. Existing rows are games.
alter table campaigns add column kind text not null default 'game'
  check (kind in ('game', 'offre_du_jour', 'last_chance'));
alter table campaigns alter column game drop not null;
alter table campaigns add constraint campaigns_game_of_kind check ((kind = 'game') = (game is not null));
