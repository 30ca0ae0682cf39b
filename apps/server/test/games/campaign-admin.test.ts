/**
 * Campaigns in the back office (docs/games.md#back-office): marketing creates a campaign with its
 * prize table, every problem of a body listed at once; the figures (back office and the shoppers'
 * 'campagnes') equal the plays; an edit never takes back what was given; a stopped campaign gives
 * nothing more; every write is audited.
 */
import { gamePictureUrl } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { call, removeShoppers, rid } from '../shopping-lists/list-fixtures.ts';
import { popupGames, refusedPaths, removeCampaigns } from './campaign-fixtures.ts';
import { auditActions } from '../helpers/audit.ts';

const clock = mutableClock('2026-12-07T09:00');
let app: FastifyInstance;
let marketing: TestStaff;
let support: TestStaff;
const made: number[] = [];
const campaigns: number[] = [];

const admin = (staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const body = (over: Record<string, unknown> = {}) => ({
  game: 'shake_win',
  title: 'Shake & Win de décembre',
  title_ar: 'هزّ واربح ديسمبر',
  description: 'Secouez chaque jour pour gagner des bons d’achat.',
  description_ar: 'هزّ هاتفك كلّ يوم لتربح قسائم شراء.',
  starts_at: '2026-12-07T08:00',
  ends_at: '2026-12-14T00:00',
  budget: 60_000,
  prizes: [
    {
      kind: 'voucher',
      amount_type: 'amount',
      amount: 20_000,
      label: 'Bon de 20 DT',
      label_ar: 'قسيمة 20 دينار',
      valid_days: 30,
      quantity: 2,
      weight: 10_000,
    },
    {
      kind: 'coupon',
      amount_type: 'percent',
      amount: 10,
      cap: 5_000,
      label: '10 % (max 5 DT)',
      label_ar: '10 ٪ (حتى 5 د)',
      valid_days: 7,
      quantity: 100,
      weight: 0,
      slot_start: 10,
      slot_end: 12,
    },
  ],
  ...over,
});

beforeAll(async () => {
  app = await buildTestApp({ clock });
  [marketing, support] = await Promise.all([createStaff(app, 'marketing'), createStaff(app, 'support')]);
});
afterAll(async () => {
  await removeCampaigns(app, campaigns);
  await removeShoppers(app, made);
  await app.close();
});

describe('campaigns in the back office', () => {
  let id: number;
  let players: TestAccount[];

  it('marketing creates one (audited); support may not', async () => {
    expect((await admin(support, 'POST', '/campaigns', body())).statusCode).toBe(403);
    const res = await admin(marketing, 'POST', '/campaigns', body());
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    id = c.id;
    campaigns.push(id);
    expect(c).toMatchObject({
      game: 'shake_win',
      status: 'active',
      starts_at: '2026-12-07T08:00',
      ends_at: '2026-12-14T00:00',
      budget: 60_000,
      image: null,
      default_image: gamePictureUrl('shake_win'),
    });
    expect(c.prizes.map((p: { awarded: number; slot_start: number | null }) => [p.awarded, p.slot_start])).toEqual([
      [0, null],
      [0, 10],
    ]);
    expect(c.stats).toEqual({ participants: 0, plays: 0, winners: 0, prizes: 0, views: 0, spent: 0, budget: 60_000, budget_left: 60_000 });
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity', '=', 'campaign')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'campaign.create', staff_id: marketing.id }]);
  });

  it('a body that does not hold is refused whole, every problem listed', async () => {
    const res = await admin(
      marketing,
      'POST',
      '/campaigns',
      body({
        ends_at: '2026-12-01T00:00',
        prizes: [
          {
            kind: 'coupon',
            amount_type: 'percent',
            amount: 150,
            label: 'x',
            label_ar: 'x',
            valid_days: 7,
            quantity: 1,
            weight: 9_000,
            slot_start: 10,
          },
          { kind: 'voucher', amount_type: 'amount', amount: 1_000, label: 'y', label_ar: 'y', valid_days: 7, quantity: 1, weight: 2_000 },
        ],
      }),
    );
    expect(refusedPaths(res)).toEqual(['ends_at', 'prizes', 'prizes.0.amount', 'prizes.0.cap', 'prizes.0.slot_end']);
  });

  it('its figures equal the plays, in the back office and in the shoppers’ campagnes', async () => {
    players = await Promise.all([1, 2, 3].map((i) => createUser(app, { name: `Fig${i}` })));
    made.push(...players.map((p) => p.id));
    // Two shoppers open the game; the app tells the tracker, whose campaign views are the « vues »
    // (docs/tracker.md#campaign-views): one view sent twice (same event id) counts once. Three shake, one twice.
    await call(app, players[0]!, 'GET', '/games/shake_win');
    await call(app, players[1]!, 'GET', '/games/shake_win');
    const view = () => ({ id: rid(), type: 'campaign_view', campaign_id: id, at: clock.now().toISOString() });
    const seen = [view(), view()];
    for (const events of [seen, [seen[1]]])
      expect((await app.inject({ method: 'POST', url: '/api/v1/track', payload: { consent: false, events } })).statusCode).toBe(202);
    await app.services.tracker.flush();
    const outcomes = [];
    for (const p of [players[0]!, players[1]!, players[2]!, players[0]!])
      outcomes.push((await call(app, p, 'POST', '/games/shake_win/plays', { play_id: rid() })).json());
    // Two 20 DT prizes in stock: the first two shakes win them, the others nothing.
    expect(outcomes.map((o) => o.prize?.amount ?? null)).toEqual([20_000, 20_000, null, null]);
    const stats = { participants: 3, plays: 4, winners: 2, prizes: 2, views: 2, spent: 40_000, budget: 60_000, budget_left: 20_000 };
    expect((await admin(marketing, 'GET', `/campaigns/${id}`)).json().stats).toEqual(stats);
    const shown = (await app.inject({ url: '/api/v1/campaigns' })).json().items.find((c: { id: number }) => c.id === id);
    // For shoppers, no picture of its own: its game's drawn one (issue 33).
    expect(shown).toMatchObject({
      status: 'active',
      title: 'Shake & Win de décembre',
      stats,
      image: gamePictureUrl('shake_win'),
      image_default: true,
    });
  });

  it('an edit never takes back what was given', async () => {
    const given = body().prizes;
    const refused = await admin(
      marketing,
      'PUT',
      `/campaigns/${id}`,
      body({ budget: 30_000, prizes: [{ ...given[0], quantity: 1, amount: 15_000 }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(
      refused
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['budget', 'prizes.0.amount', 'prizes.0.quantity']);
    const dropped = await admin(marketing, 'PUT', `/campaigns/${id}`, body({ prizes: [] }));
    expect(dropped.json().details).toEqual([
      { path: 'prizes.0', message: 'already given 2 time(s): it stays (set its chances to 0 to stop it)' },
    ]);

    const ok = await admin(
      marketing,
      'PUT',
      `/campaigns/${id}`,
      body({ budget: 100_000, prizes: [{ ...given[0], quantity: 4 }, given[1]] }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().prizes.map((p: { quantity: number; awarded: number }) => [p.quantity, p.awarded])).toEqual([
      [4, 2],
      [100, 0],
    ]);
    expect(ok.json().stats.budget_left).toBe(60_000);
  });

  it('stopped, it gives nothing more and shows as Expirée; stopping again changes nothing', async () => {
    const stopped = await admin(marketing, 'POST', `/campaigns/${id}/stop`);
    expect(stopped.json()).toMatchObject({ status: 'stopped', stopped_at: clock.now().toISOString() });
    expect((await admin(marketing, 'POST', `/campaigns/${id}/stop`)).json().stopped_at).toBe(stopped.json().stopped_at);
    clock.advanceSeconds(60);
    // Another shake draws from no stopped campaign: this one's figures do not move.
    expect((await call(app, players[1]!, 'POST', '/games/shake_win/plays', { play_id: rid() })).statusCode).toBe(201);
    const figures = (await admin(marketing, 'GET', `/campaigns/${id}`)).json().stats;
    expect([figures.plays, figures.prizes, figures.spent]).toEqual([4, 2, 40_000]);
    const shown = (await app.inject({ url: '/api/v1/campaigns' })).json().items.find((c: { id: number }) => c.id === id);
    expect(shown.status).toBe('expired');
    expect((await admin(marketing, 'PUT', `/campaigns/${id}`, body())).json().details).toEqual([
      { path: 'stopped_at', message: 'a stopped campaign is not edited' },
    ]);
    expect(await auditActions(app, 'campaign', id)).toEqual(['campaign.create', 'campaign.update', 'campaign.stop']);
  });

  it('its picture is re-encoded to a 1200×600 WebP and served; the popup shows it while it runs', async () => {
    const created = (
      await admin(marketing, 'POST', '/campaigns', body({ game: 'tap_match', starts_at: '2026-12-07T08:00', ends_at: '2026-12-20T00:00' }))
    ).json();
    campaigns.push(created.id);
    const png = await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#e30613' } })
      .png()
      .toBuffer();
    const boundary = '----campaign';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="IMAGE"; filename="banner.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/campaigns/${created.id}/image`,
      headers: { ...marketing.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^\/uploads\/campaigns\/[0-9a-f-]{36}\.webp$/);
    const served = await app.inject({ url: image });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    expect((await admin(marketing, 'GET', `/campaigns/${created.id}`)).json()).toMatchObject({
      image,
      default_image: gamePictureUrl('tap_match'),
    });
    expect((await app.inject({ url: '/api/v1/campaigns' })).json().items.find((c: { id: number }) => c.id === created.id)).toMatchObject({
      image,
      image_default: false,
    });
    const popup = await popupGames(app);
    expect(popup).toEqual([
      { key: 'tap_match', image, image_default: false, url_forum: '/layout/tapMatch', date_deb: '2026-12-07', date_fin: '2026-12-19' },
    ]);
  });
});
