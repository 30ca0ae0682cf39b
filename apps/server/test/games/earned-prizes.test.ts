/**
 * Skill-game prizes are earned, not claimed (issue 31, docs/games.md#fairness). Each skill game
 * runs a campaign that pays every won chance; bots that do not play the dealt level attack it over
 * HTTP: the bare winning count, random taps at a person's pace, the winning log of another deal,
 * another play's winning log replayed. None wins a prize or uses a chance; the honest log, played
 * on the dealt level through the domain's rules, wins.
 */
import {
  dealPanierChrono,
  dealTapMatch,
  newAttrape,
  attrapeConfig,
  parseTunisDateTime,
  replayPlay,
  type PlayMove,
  type SkillGame,
} from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honestPlay, minimalWin, randomCatches, randomTaps } from '../../../../packages/domain/test/game-players.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { call, removeShoppers, rid } from '../shopping-lists/list-fixtures.ts';
import { campaignRow, gameOffers, makeCampaign, removeCampaigns } from './campaign-fixtures.ts';

const clock = mutableClock('2026-12-08T09:00');
let app: FastifyInstance;
const made: number[] = [];
const campaigns = new Map<SkillGame, number>();
const GAMES: SkillGame[] = ['tap_match', 'panier_chrono', 'attrape_promo'];

const shopper = async (name: string) => {
  const u = await createUser(app, { name, lastname: 'Bot' });
  made.push(u.id);
  return u;
};

interface Started {
  playId: string;
  seed: number;
}
const start = async (who: TestAccount, game: SkillGame): Promise<Started> => {
  const playId = rid();
  const res = await call(app, who, 'POST', `/games/${game}/plays`, { play_id: playId, level: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return { playId, seed: res.json().seed };
};
/** Sends a result 25 s after the start (a person's time for every log here). */
const finish = async (who: TestAccount, game: SkillGame, playId: string, body: { log: PlayMove[]; score?: number; moves?: number }) => {
  clock.advanceSeconds(25);
  const res = await call(app, who, 'POST', `/games/${game}/plays/${playId}/result`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The level's layout, as far as a log's moves depend on it. */
const layout = (game: SkillGame, seed: number) =>
  game === 'tap_match'
    ? dealTapMatch(1, seed).cards
    : game === 'panier_chrono'
      ? dealPanierChrono(1, seed).listed
      : newAttrape(attrapeConfig(1), seed).tags.map((t) => t.lane);

beforeAll(async () => {
  app = await buildTestApp({ clock });
  for (const game of GAMES) {
    campaigns.set(
      game,
      await makeCampaign(app, {
        game,
        from: '2026-12-08T00:00',
        to: '2026-12-09T00:00',
        budget: 10_000_000,
        prizes: [{ amount: 10_000, weight: 10_000 }],
      }),
    );
  }
});
afterAll(async () => {
  await removeCampaigns(app, [...campaigns.values()]);
  await removeShoppers(app, made);
  await app.close();
});

describe.each(GAMES)('%s: a bot without the dealt level wins nothing', (game) => {
  let bot: TestAccount;
  beforeAll(async () => {
    bot = await shopper(`Bot ${game}`);
  });

  it('the bare winning count, with no log or a log that does not earn it', async () => {
    const bare = await start(bot, game);
    expect(await finish(bot, game, bare.playId, { log: [], ...minimalWin(game, 1) })).toMatchObject({
      plausible: false,
      won: false,
      prize: null,
      attempts_left: 2,
    });
    const claimed = await start(bot, game);
    const log = randomTaps(7, 3, 3, 600);
    expect(await finish(bot, game, claimed.playId, { log, ...minimalWin(game, 1) })).toMatchObject({
      won: false,
      prize: null,
      attempts_left: 2,
    });
  });

  it('random taps (or catches) at a person’s pace', async () => {
    for (const botSeed of [1, 2, 3]) {
      const play = await start(bot, game);
      const log =
        game === 'tap_match'
          ? randomTaps(botSeed, 8, 50)
          : game === 'panier_chrono'
            ? randomTaps(botSeed, 8, 8)
            : randomCatches(1, botSeed, 20);
      expect(await finish(bot, game, play.playId, { log }), `bot ${botSeed}`).toMatchObject({ won: false, prize: null, attempts_left: 2 });
    }
  });

  it('the winning log of another deal (a log from a different seed)', async () => {
    const play = await start(bot, game);
    // Another seed whose layout differs where its log goes (the same layout would make it this level's log).
    let other = play.seed + 1;
    while (replayPlay(game, 1, play.seed, honestPlay(game, 1, other).log)?.won) other++;
    const forged = honestPlay(game, 1, other);
    expect(await finish(bot, game, play.playId, forged)).toMatchObject({ won: false, prize: null, attempts_left: 2 });
  });

  it('then nothing was paid, no chance used, and the plays are kept as not believed or lost', async () => {
    expect(await gameOffers(app, [bot.id])).toHaveLength(0);
    expect((await campaignRow(app, campaigns.get(game)!)).spent).toBe(0);
    const rows = await app.database.db
      .selectFrom('game_plays')
      .select(['won', 'counted', 'offer_id'])
      .where('user_id', '=', bot.id)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.won === false && r.counted === false && r.offer_id === null)).toBe(true);
  });
});

describe.each(GAMES)('%s: the honest log wins, and only once', (game) => {
  it('an honest play of the dealt level wins its prize; its log replayed on another play wins nothing', async () => {
    const player = await shopper(`Joueuse ${game}`);
    const honest = await start(player, game);
    const played = honestPlay(game, 1, honest.seed);
    expect(await finish(player, game, honest.playId, played)).toMatchObject({
      plausible: true,
      won: true,
      attempts_left: 1,
      prize: { amount: 10_000 },
    });

    // The same log sent for a new play: that play's deal differs (a new one is started in the rare
    // case it deals the same layout), so the log does not earn it.
    let replay = await start(player, game);
    while (JSON.stringify(layout(game, replay.seed)) === JSON.stringify(layout(game, honest.seed))) replay = await start(player, game);
    expect(await finish(player, game, replay.playId, played)).toMatchObject({ won: false, prize: null, attempts_left: 1 });
    expect(await gameOffers(app, [player.id])).toHaveLength(1);
  });
});

describe('a log the board could not have made', () => {
  it('is kept as not believed with its reason: too fast, past the level’s time, a card that does not exist', async () => {
    clock.set(parseTunisDateTime('2026-12-08T15:00')!);
    const who = await shopper('Pressée');
    const fast = await start(who, 'tap_match');
    const honest = honestPlay('tap_match', 1, fast.seed);
    const quick = honest.log.map((m, i) => ({ ...m, at_ms: 500 + i * 100 }));
    expect(await finish(who, 'tap_match', fast.playId, { log: quick })).toMatchObject({ plausible: false, won: false });
    const late = await start(who, 'tap_match');
    clock.advanceSeconds(60);
    const slow = honestPlay('tap_match', 1, late.seed).log.map((m, i) => ({ ...m, at_ms: 58_000 + i * 400 }));
    expect(await finish(who, 'tap_match', late.playId, { log: slow })).toMatchObject({ plausible: false, won: false });
    const ghost = await start(who, 'tap_match');
    expect(await finish(who, 'tap_match', ghost.playId, { log: [{ target: 9, at_ms: 1000 }] })).toMatchObject({
      plausible: false,
      won: false,
    });
    const reasons = await app.database.db.selectFrom('game_plays').select('reason').where('user_id', '=', who.id).orderBy('id').execute();
    expect(reasons.map((r) => r.reason)).toEqual(['too_fast', 'past_time', 'impossible_move']);
    expect(await gameOffers(app, [who.id])).toHaveLength(0);
  });

  it('a log that is not a log is refused whole (400), and the play stays open', async () => {
    const who = await shopper('Mal formée');
    const play = await start(who, 'panier_chrono');
    for (const body of [
      { score: 4, moves: 4 },
      { log: [{ target: -1, at_ms: 0 }] },
      { log: [{ target: 1, at_ms: 1.5 }] },
      { log: Array.from({ length: 401 }, (_, i) => ({ target: 0, at_ms: i })) },
    ]) {
      const res = await call(app, who, 'POST', `/games/panier_chrono/plays/${play.playId}/result`, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const row = await app.database.db
      .selectFrom('game_plays')
      .select(['finished_at'])
      .where('user_id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(row.finished_at).toBeNull();
  });
});
