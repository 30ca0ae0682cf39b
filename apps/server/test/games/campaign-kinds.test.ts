/**
 * Campaigns of every kind (docs/games.md#campaign-kinds): « Offre du jour » and « Last Chance »
 * campaigns are made in the back office without a game, listed in the shoppers' « campagnes » with
 * the link of their screen and a drawn picture, never in the games popup; only a game campaign has
 * a game and prizes; rows written before the kinds are games.
 */
import { campaignDefaultPicture, gamePictureUrl, GameKey } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { campaignRow, makeCampaign, popupGames, refusedPaths, removeCampaigns } from './campaign-fixtures.ts';

const clock = mutableClock('2026-12-07T09:00');
let app: FastifyInstance;
let marketing: TestStaff;
const campaigns: number[] = [];

const admin = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: marketing.headers, payload: payload as Record<string, unknown> });

const promo = (over: Record<string, unknown> = {}) => ({
  kind: 'offre_du_jour',
  title: 'Offre du jour',
  title_ar: 'عرض اليوم',
  description: 'Une nouvelle promo chaque jour.',
  description_ar: 'عرض جديد كلّ يوم.',
  starts_at: '2026-12-07T08:00',
  ends_at: '2026-12-14T00:00',
  budget: 0,
  prizes: [],
  ...over,
});

const prize = {
  kind: 'voucher',
  amount_type: 'amount',
  amount: 5_000,
  label: 'Bon',
  label_ar: 'قسيمة',
  valid_days: 7,
  quantity: 1,
  weight: 100,
};

type Card = { id: number; kind: string; game: string | null; link: string; image: string; image_default: boolean; status: string };
const shown = async (id: number): Promise<Card | undefined> =>
  ((await app.inject({ url: '/api/v1/campaigns?pageSize=50' })).json().items as Card[]).find((c) => c.id === id);

beforeAll(async () => {
  app = await buildTestApp({ clock });
  marketing = await createStaff(app, 'marketing');
});
afterAll(async () => {
  await removeCampaigns(app, campaigns);
  await app.close();
});

describe('campaign kinds', () => {
  it('an « Offre du jour » and a « Last Chance » are listed with the link of their screen; the popup keeps the games', async () => {
    const daily = await admin('POST', '/campaigns', promo());
    expect(daily.statusCode, daily.body).toBe(201);
    expect(daily.json()).toMatchObject({ kind: 'offre_du_jour', game: null, prizes: [], default_image: gamePictureUrl('attrape_promo') });
    const last = await admin('POST', '/campaigns', promo({ kind: 'last_chance', title: 'Last Chance', title_ar: 'الفرصة الأخيرة' }));
    expect(last.statusCode, last.body).toBe(201);
    const game = await makeCampaign(app, { game: 'tap_match', from: '2026-12-07T08:00', to: '2026-12-14T00:00', budget: 0, prizes: [] });
    campaigns.push(daily.json().id, last.json().id, game);

    expect(await shown(daily.json().id)).toMatchObject({
      kind: 'offre_du_jour',
      game: null,
      link: '/layout/offers',
      image: campaignDefaultPicture({ kind: 'offre_du_jour', game: null }),
      image_default: true,
      status: 'active',
    });
    expect(await shown(last.json().id)).toMatchObject({ kind: 'last_chance', game: null, link: '/layout/last-chance/products' });
    expect(await shown(game)).toMatchObject({ kind: 'game', game: 'tap_match', link: '/layout/tapMatch' });

    // The back office filters its list by kind (with the status and game filters).
    const byKind = async (query: string) =>
      (await app.inject({ url: `/api/v1/admin/campaigns?pageSize=100&${query}`, headers: marketing.headers }))
        .json()
        .items.map((c: { id: number; kind: string }) => [c.id, c.kind]) as [number, string][];
    const lasts = await byKind('kind=last_chance');
    expect(lasts).toContainEqual([last.json().id, 'last_chance']);
    expect(lasts.every(([, kind]) => kind === 'last_chance')).toBe(true);
    const games = await byKind('kind=game&game=tap_match');
    expect(games).toContainEqual([game, 'game']);
    expect(games.map(([id]) => id)).not.toContain(daily.json().id);
    const badKind = await app.inject({ url: '/api/v1/admin/campaigns?kind=flash_sale', headers: marketing.headers });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().code).toBe('VALIDATION_FAILED');

    // The games popup: the game campaign only, never a promotion.
    const popup = await popupGames(app);
    expect(popup.map((g) => g.key)).toContain('tap_match');
    expect(popup.every((g) => GameKey.safeParse(g.key).success && !/offers|last-chance/.test(g.url_forum))).toBe(true);
  });

  it('only a game campaign has a game and prizes; a game campaign needs its game', async () => {
    const both = await admin('POST', '/campaigns', promo({ game: 'shake_win', prizes: [prize] }));
    expect(refusedPaths(both)).toEqual(['game', 'prizes']);

    const noGame = await admin('POST', '/campaigns', promo({ kind: 'game', budget: 5_000, prizes: [prize] }));
    expect(noGame.statusCode).toBe(422);
    expect(noGame.json().details).toEqual([{ path: 'game', message: 'a game campaign needs its game' }]);

    const unknown = await admin('POST', '/campaigns', promo({ kind: 'flash_sale' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBeTruthy();
  });

  it('the database itself keeps a game to game campaigns', async () => {
    const now = new Date();
    const row = {
      title: 'x',
      title_ar: 'x',
      image: null,
      starts_at: now,
      ends_at: new Date(now.getTime() + 1000),
      budget: 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    };
    await expect(
      app.database.db
        .insertInto('campaigns')
        .values({ ...row, kind: 'game', game: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      app.database.db
        .insertInto('campaigns')
        .values({ ...row, kind: 'last_chance', game: 'shake_win' })
        .execute(),
    ).rejects.toThrow();
  });

  it('a row written without a kind (as before the kinds) is a game and still plays in the popup', async () => {
    const at = new Date();
    const { id } = await sql<{ id: number }>`
      insert into campaigns (game, title, title_ar, starts_at, ends_at, budget, created_at, updated_at)
      values ('panier_chrono', 'Ancienne', 'قديمة', ${new Date('2026-12-07T07:00:00Z')}, ${new Date('2026-12-10T00:00:00Z')}, 0, ${at}, ${at})
      returning id`
      .execute(app.database.db)
      .then((r) => r.rows[0]!);
    campaigns.push(id);
    expect((await campaignRow(app, id)).kind).toBe('game');
    expect(await shown(id)).toMatchObject({ kind: 'game', game: 'panier_chrono', link: '/layout/panierchromo' });
    expect((await popupGames(app)).map((g) => g.key)).toContain('panier_chrono');
  });

  it('an edit turns a game not yet played into a promotion, and back', async () => {
    const res = await admin('POST', '/campaigns', { ...promo({ kind: 'game', game: 'shake_win', budget: 5_000, prizes: [prize] }) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    campaigns.push(id);
    const edited = await admin('PUT', `/campaigns/${id}`, promo({ kind: 'last_chance' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'last_chance', game: null, prizes: [] });
    expect(await shown(id)).toMatchObject({ link: '/layout/last-chance/products' });
  });
});
