/**
 * The games' plays (docs/games.md): two chances a Tunis day (the midnight edge by the injected
 * clock), a prize budget that holds under 50 concurrent plays, skill plays replayed from their log
 * on the dealt level against the time the server measured (an unearned score wins nothing), a replayed play id that pays once, gift
 * slots open only in their hours, 'Me prévenir', and another shopper's play out of reach.
 */
import { gamePictureUrl } from '@qadhya/contracts';
import { DAILY_GAME_ATTEMPTS, parseTunisDateTime, withoutIsolates, type PlayMove, type SkillGame } from '@qadhya/domain';
import { honestPlay } from '../../../../packages/domain/test/game-players.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGamesRepository } from '../../src/modules/games/games.repository.ts';
import { createGamesService } from '../../src/modules/games/games.service.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { call, ok, removeShoppers, rid } from '../shopping-lists/list-fixtures.ts';
import { campaignRow, gameOffers, makeCampaign, popupGames, removeCampaigns } from './campaign-fixtures.ts';

const clock = mutableClock('2026-11-25T23:58');
let app: FastifyInstance;
const made: number[] = [];
const campaigns: number[] = [];
const shopper = async (name = 'Joueur') => {
  const u = await createUser(app, { name, lastname: 'Jeux' });
  made.push(u.id);
  return u;
};
const campaign = async (c: Parameters<typeof makeCampaign>[1]) => {
  const id = await makeCampaign(app, c);
  campaigns.push(id);
  return id;
};
const shake = (who: TestAccount, playId = rid()) => call(app, who, 'POST', '/games/shake_win/plays', { play_id: playId });
const start = (who: TestAccount, game: string, level = 1, playId = rid()) =>
  call(app, who, 'POST', `/games/${game}/plays`, { play_id: playId, level });
const result = (who: TestAccount, game: string, playId: string, body: { log: PlayMove[]; score?: number; moves?: number }) =>
  call(app, who, 'POST', `/games/${game}/plays/${playId}/result`, body);
/** Starts a play and answers the honest log of its dealt level (docs/games.md#fairness). */
const startHonest = async (who: TestAccount, game: SkillGame, level = 1, playId = rid()) => {
  const started = await start(who, game, level, playId);
  expect(started.statusCode, started.body).toBe(201);
  return { playId, played: honestPlay(game, level, started.json().seed) };
};

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await removeCampaigns(app, campaigns);
  await removeShoppers(app, made);
  await app.close();
});

describe('shake_win: two chances a Tunis day', () => {
  it('the third shake before midnight is 429 NO_ATTEMPTS_LEFT until midnight; at midnight two more', async () => {
    clock.set(parseTunisDateTime('2026-11-25T23:58')!);
    const amira = await shopper('Amira');
    const first = await shake(amira);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ game: 'shake_win', finished: true, attempts_left: 1 });
    expect((await shake(amira)).json().attempts_left).toBe(0);
    clock.set(parseTunisDateTime('2026-11-25T23:59:30')!);
    const third = await shake(amira);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'NO_ATTEMPTS_LEFT', retry_after: 30 });
    expect(third.headers['retry-after']).toBe('30');
    const state = await ok(app, amira, 'GET', '/games/shake_win');
    expect(state).toMatchObject({
      attempts_per_day: DAILY_GAME_ATTEMPTS,
      attempts_left: 0,
      next_attempts_at: parseTunisDateTime('2026-11-26')!.toISOString(),
    });

    clock.set(parseTunisDateTime('2026-11-26T00:00')!);
    expect((await ok(app, amira, 'GET', '/games/shake_win')).attempts_left).toBe(2);
    const next = await shake(amira);
    expect(next.statusCode).toBe(201);
    expect(next.json().attempts_left).toBe(1);
  });

  it('the same play id twice is one shake: the same answer, one chance used', async () => {
    clock.set(parseTunisDateTime('2026-11-26T10:30')!);
    await campaign({
      game: 'shake_win',
      from: '2026-11-26T00:00',
      to: '2026-11-27T00:00',
      budget: 1_000_000,
      prizes: [{ amount: 20_000 }],
    });
    const karim = await shopper('Karim');
    const id = rid();
    const a = await shake(karim, id);
    const b = await shake(karim, id);
    expect(a.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(a.json().prize).toMatchObject({ kind: 'voucher', amount_type: 'amount', amount: 20_000 });
    expect(a.json().attempts_left).toBe(1);
    expect(await gameOffers(app, [karim.id])).toHaveLength(1);
    // The prize is in the wallet, and in 'Historiques des gains'.
    const wallet = await ok(app, karim, 'GET', '/wallet/offers?kind=voucher');
    expect(wallet.items.map((o: { code: string }) => o.code)).toContain(a.json().prize.code);
    const wins = await ok(app, karim, 'GET', '/games/wins');
    expect(wins).toMatchObject({ total: 1, items: [{ game: 'shake_win', status: 'active', prize: { code: a.json().prize.code } }] });
    // And the winner is told.
    const notes = await app.database.db
      .selectFrom('notifications')
      .select(['kind', 'title_fr', 'link'])
      .where('user_id', '=', karim.id)
      .where('kind', '=', 'game_prize')
      .execute();
    expect(notes).toEqual([{ kind: 'game_prize', title_fr: 'Félicitations !', link: '/layout/benefices' }]);
  });
});

describe('the budget', () => {
  it('holds under 50 concurrent plays: 5 prizes of 20 DT for a 100 DT budget, never a sixth', async () => {
    clock.set(parseTunisDateTime('2026-11-27T11:00')!);
    const id = await campaign({
      game: 'shake_win',
      from: '2026-11-27T00:00',
      to: '2026-11-28T00:00',
      budget: 100_000,
      prizes: [{ amount: 20_000, quantity: 1000, weight: 10_000 }],
    });
    const players = await Promise.all(Array.from({ length: 50 }, (_, i) => shopper(`P${i}`)));
    const answers = await Promise.all(players.map((p) => shake(p)));
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
    const winners = answers.filter((a) => a.json().prize !== null);
    expect(winners).toHaveLength(5);
    const row = await campaignRow(app, id);
    expect([row.spent, row.budget]).toEqual([100_000, 100_000]);
    expect(
      await gameOffers(
        app,
        players.map((p) => p.id),
      ),
    ).toHaveLength(5);
    const prize = await app.database.db
      .selectFrom('campaign_prizes')
      .select('awarded')
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(prize.awarded).toBe(5);
  });

  it('a prize all given is not given again, and a gift slot gives only in its hours', async () => {
    clock.set(parseTunisDateTime('2026-11-28T14:00')!);
    await campaign({
      game: 'shake_win',
      from: '2026-11-28T00:00',
      to: '2026-11-29T00:00',
      budget: 10_000_000,
      prizes: [
        { amount: 20_000, weight: 5_000, slot: [10, 12] },
        { amount: 5_000, weight: 5_000, quantity: 1, slot: [14, 16] },
      ],
    });
    const nour = await shopper('Nour');
    const state = await ok(app, nour, 'GET', '/games/shake_win');
    expect(state.slots).toEqual([
      { label: '10:00 – 12:00', prize: 'Bon de 20 DT', prize_ar: 'قسيمة 20 د', active: false },
      { label: '14:00 – 16:00', prize: 'Bon de 5 DT', prize_ar: 'قسيمة 5 د', active: true },
    ]);
    // In Arabic (Accept-Language or ?lang=ar): the same 24-hour range, each time isolated (docs/formats.md).
    const ar = await app.inject({ method: 'GET', url: '/api/v1/games/shake_win?lang=ar', headers: nour.headers });
    expect(ar.headers['content-language']).toBe('ar');
    const arLabels: string[] = ar.json().slots.map((s: { label: string }) => s.label);
    expect(arLabels).toEqual(['\u206610:00\u2069 – \u206612:00\u2069', '\u206614:00\u2069 – \u206616:00\u2069']);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/games', headers: { ...nour.headers, 'accept-language': 'ar' } });
    const shakeAr = listed.json().games.find((g: { key: string }) => g.key === 'shake_win');
    expect(shakeAr.slots.map((s: { label: string }) => withoutIsolates(s.label))).toEqual(['10:00 – 12:00', '14:00 – 16:00']);
    // Half the rolls fall on the 10h-12h gift, closed now: those win nothing; the other prize is given once.
    const others = await Promise.all(Array.from({ length: 12 }, () => shopper()));
    const plays = await Promise.all(others.map((p) => shake(p)));
    const prizes = plays.map((p) => p.json().prize).filter(Boolean);
    expect(prizes.length).toBeLessThanOrEqual(1);
    expect(prizes.every((p: { amount: number }) => p.amount === 5_000)).toBe(true);
    expect((await ok(app, nour, 'GET', '/games/shake_win')).slots[1].active).toBe(prizes.length === 0);
  });
});

describe('skill games: judged on the server', () => {
  let campaignId: number;
  beforeAll(async () => {
    clock.set(parseTunisDateTime('2026-11-29T09:00')!);
    campaignId = await campaign({
      game: 'tap_match',
      from: '2026-11-29T00:00',
      to: '2026-12-06T00:00',
      budget: 1_000_000,
      prizes: [{ amount: 10_000, kind: 'coupon' }],
    });
  });

  it('a winning count without the log that earns it, or a log too fast to be true, wins nothing and uses no chance', async () => {
    const sami = await shopper('Sami');
    const bare = rid();
    expect((await start(sami, 'tap_match', 1, bare)).statusCode).toBe(201);
    clock.advanceSeconds(20);
    const claimed = await result(sami, 'tap_match', bare, { log: [], score: 4, moves: 4 });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      finished: true,
      plausible: false,
      won: false,
      prize: null,
      attempts_left: 2,
      level_unlocked: 1,
    });
    const { playId, played } = await startHonest(sami, 'tap_match');
    clock.advance(500);
    expect((await result(sami, 'tap_match', playId, played)).json()).toMatchObject({ plausible: false, won: false, prize: null });
    expect(await gameOffers(app, [sami.id])).toHaveLength(0);
    expect((await campaignRow(app, campaignId)).spent).toBe(0);
    const row = await app.database.db
      .selectFrom('game_plays')
      .select(['plausible', 'reason', 'score'])
      .where('user_id', '=', sami.id)
      .orderBy('id')
      .execute();
    expect(row).toEqual([
      { plausible: false, reason: 'report_mismatch', score: 0 },
      { plausible: false, reason: 'longer_than_play', score: 0 },
    ]);
  });

  it('a level won in time draws a prize once, however often its result is sent; the next level unlocks', async () => {
    const lina = await shopper('Lina');
    const locked = await start(lina, 'tap_match', 2);
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'LEVEL_LOCKED']);
    const { playId: play, played } = await startHonest(lina, 'tap_match', 1);
    const started = await start(lina, 'tap_match', 1, play);
    expect(started.json()).toMatchObject({ finished: false, won: null, level: 1 });
    expect(Number.isInteger(started.json().seed)).toBe(true);
    clock.advanceSeconds(25);
    const sends = await Promise.all([result(lina, 'tap_match', play, played), result(lina, 'tap_match', play, played)]);
    const again = await result(lina, 'tap_match', play, { log: [] });
    for (const s of [...sends, again]) expect(s.json()).toEqual(sends[0]!.json());
    expect(sends[0]!.json()).toMatchObject({
      plausible: true,
      won: true,
      attempts_left: 1,
      level_unlocked: 2,
      prize: { kind: 'coupon', amount: 10_000 },
    });
    expect(await gameOffers(app, [lina.id])).toHaveLength(1);
    expect((await campaignRow(app, campaignId)).spent).toBe(10_000);
    // Restarting the same play id changes nothing either, and deals the same level.
    expect((await start(lina, 'tap_match', 1, play)).json()).toEqual(sends[0]!.json());
    // The server's count is the replay's, and the log is kept as sent.
    const row = await app.database.db
      .selectFrom('game_plays')
      .select(['score', 'moves', 'log', 'seed'])
      .where('user_id', '=', lina.id)
      .where('play_id', '=', play)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ score: 4, moves: played.moves, log: played.log, seed: started.json().seed });
  });

  it('too slow is lost, not cheating; a third won level of the day wins no prize', async () => {
    const rym = await shopper('Rym');
    const slow = await startHonest(rym, 'tap_match');
    clock.advanceSeconds(70);
    expect((await result(rym, 'tap_match', slow.playId, slow.played)).json()).toMatchObject({ plausible: true, won: false, prize: null });
    const outcomes = [];
    for (const level of [1, 2, 3]) {
      const { playId, played } = await startHonest(rym, 'tap_match', level);
      clock.advanceSeconds(40);
      outcomes.push((await result(rym, 'tap_match', playId, played)).json());
    }
    expect(outcomes.map((o) => [o.won, o.prize !== null, o.attempts_left])).toEqual([
      [true, true, 1],
      [true, true, 0],
      [true, false, 0],
    ]);
  });

  it("another shopper's play is not found, and their wins are not listed", async () => {
    const a = await shopper('A');
    const b = await shopper('B');
    const { playId: play, played } = await startHonest(a, 'tap_match');
    clock.advanceSeconds(20);
    const theirs = await result(b, 'tap_match', play, played);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'PLAY_NOT_FOUND']);
    expect((await result(a, 'tap_match', play, played)).json()).toMatchObject({ won: true });
    expect((await ok(app, b, 'GET', '/games/wins')).total).toBe(0);
    expect((await ok(app, a, 'GET', '/games/wins')).total).toBe(1);
    // A shake has no result to send, and no deal.
    const s = rid();
    expect((await shake(a, s)).json().seed).toBeNull();
    expect((await result(a, 'shake_win', s, { log: [] })).statusCode).toBe(404);
  });
});

describe('announced games and the popup', () => {
  it("'Me prévenir' on Trouve l'Intrus: noted once, told once when a build opens it", async () => {
    const hedi = await shopper('Hedi');
    const games = await ok(app, hedi, 'GET', '/games');
    expect(games.games.map((g: { key: string; playable: boolean }) => [g.key, g.playable])).toEqual([
      ['shake_win', true],
      ['tap_match', true],
      ['panier_chrono', true],
      ['attrape_promo', true],
      ['trouve_intrus', false],
    ]);
    expect((await start(hedi, 'trouve_intrus')).json().code).toBe('GAME_NOT_OPEN');
    expect((await call(app, hedi, 'POST', '/games/trouve_intrus/waitlist')).statusCode).toBe(204);
    expect((await call(app, hedi, 'POST', '/games/trouve_intrus/waitlist')).statusCode).toBe(204);
    expect((await call(app, hedi, 'POST', '/games/tap_match/waitlist')).statusCode).toBe(409);
    expect((await ok(app, hedi, 'GET', '/games/trouve_intrus')).waitlisted).toBe(true);

    const opened = createGamesService({
      repo: createGamesRepository(app.database.db),
      clock,
      ledger: app.services.ledger,
      inboxEvents: app.services.inboxEvents,
      inbox: app.services.inbox,
      log: app.log,
      playable: new Set(['shake_win', 'trouve_intrus']),
    });
    expect(await opened.announceOpened()).toBeGreaterThanOrEqual(1);
    expect(await opened.announceOpened()).toBe(0);
    const notes = await app.database.db
      .selectFrom('notifications')
      .select(['title_fr', 'link'])
      .where('user_id', '=', hedi.id)
      .where('kind', '=', 'game_opened')
      .execute();
    expect(notes).toEqual([{ title_fr: 'Nouveau jeu disponible', link: '/layout/games' }]);
  });

  it('the popup lists the running campaigns within their dates, a campaign without a picture with its game’s drawn one', async () => {
    await removeCampaigns(app, campaigns.splice(0));
    clock.set(parseTunisDateTime('2026-12-01T09:00')!);
    await campaign({
      game: 'attrape_promo',
      from: '2026-12-02T08:00',
      to: '2026-12-05T00:00',
      budget: 0,
      prizes: [],
      image: '/uploads/campaigns/attrape.webp',
    });
    await campaign({ game: 'panier_chrono', from: '2026-11-30T00:00', to: '2026-12-10T00:00', budget: 0, prizes: [] });
    const config = () => popupGames(app);
    const chrono = {
      key: 'panier_chrono',
      image: gamePictureUrl('panier_chrono'),
      image_default: true,
      url_forum: '/layout/panierchromo',
      date_deb: '2026-11-30',
      date_fin: '2026-12-09',
    };
    expect(await config()).toEqual([chrono]);
    clock.set(parseTunisDateTime('2026-12-02T08:00')!);
    expect(await config()).toEqual([
      chrono,
      {
        key: 'attrape_promo',
        image: '/uploads/campaigns/attrape.webp',
        image_default: false,
        url_forum: '/layout/attrapePromo',
        date_deb: '2026-12-02',
        date_fin: '2026-12-04',
      },
    ]);
    clock.set(parseTunisDateTime('2026-12-05T00:00')!);
    expect(await config()).toEqual([chrono]);
    clock.set(parseTunisDateTime('2026-12-10T00:00')!);
    expect(await config()).toEqual([]);
    // The drawn picture is served by the server itself.
    expect((await app.inject(chrono.image)).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
