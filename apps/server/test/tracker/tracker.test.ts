/**
 * The marketing tracker (docs/tracker.md): POST /track answers at once and writes later; ids are
 * kept once; without consent nothing names the device or the account and a search's words are
 * hashed; an account is named only when it agreed; bounded batches and rates; the daily roll-up,
 * the « Audience » (admin, marketing) by week and store, and 13 months' retention.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { removeShoppers } from '../shopping-lists/list-fixtures.ts';

const clock = mutableClock('2026-11-24T13:30');
let app: FastifyInstance;
let marketing: TestStaff;
let support: TestStaff;
let a: TestAccount;
let b: TestAccount;
const at = () => clock.now().toISOString();
const uid = () => crypto.randomUUID();
const sku = () => `T${crypto.randomInt(1e9)}`;
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const send = (body: unknown, opts: { who?: TestAccount; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/track',
    payload: body as Record<string, unknown>,
    headers: opts.who?.headers ?? {},
    remoteAddress: opts.ip ?? randomIp(),
  });
const rowsOf = (ids: string[]) => app.database.db.selectFrom('tracker_events').selectAll().where('id', 'in', ids).orderBy('at').execute();

beforeAll(async () => {
  app = await buildTestApp({ clock });
  [marketing, support] = await Promise.all([createStaff(app, 'marketing'), createStaff(app, 'support')]);
  [a, b] = await Promise.all([createUser(app, { name: 'Trak' }), createUser(app, { name: 'Trakb' })]);
});
afterAll(async () => {
  await removeShoppers(app, [a.id, b.id]);
  await app.close();
});

describe('the marketing tracker', () => {
  it('answers 202 before writing; without consent no device and hashed words; with consent both', async () => {
    const ids = [uid(), uid()];
    const s = sku();
    const res = await send({
      consent: false,
      device_id: 'dev-anon-1',
      events: [
        { id: ids[0], type: 'product_click', sku: s, place: 'promo', at: at(), store: 'TN0001' },
        { id: ids[1], type: 'search', query: '  Harissa   DOUCE ', results: 0, at: at() },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    // Nothing written on the request's path.
    expect(await rowsOf(ids)).toHaveLength(0);
    expect(app.services.tracker.pendingEvents()).toBeGreaterThanOrEqual(2);
    await app.services.tracker.flush();
    const rows = await rowsOf(ids);
    expect(rows.map((r) => [r.kind, r.device_id, r.user_id])).toEqual([
      ['product_click', null, null],
      ['search', null, null],
    ]);
    expect(rows[0]).toMatchObject({ sku: s, place: 'promo', store: 'TN0001', day: '2026-11-24' });
    expect(rows[1]).toMatchObject({ query: sha('harissa douce'), query_hashed: true, results: 0 });

    const kept = [uid()];
    await send({ consent: true, device_id: 'dev-yes-1', events: [{ id: kept[0], type: 'search', query: 'Lait', results: 3, at: at() }] });
    await app.services.tracker.flush();
    expect(await rowsOf(kept)).toMatchObject([{ device_id: 'dev-yes-1', query: 'lait', query_hashed: false }]);
  });

  it('keeps an event id once, in a batch and across batches', async () => {
    const id = uid();
    const event = { id, type: 'scan', sku: sku(), at: at() };
    expect((await send({ consent: false, events: [event, event] })).json()).toEqual({ accepted: 1 });
    await send({ consent: false, events: [event] });
    await app.services.tracker.flush();
    expect(await rowsOf([id])).toHaveLength(1);
  });

  it('names an account only once it agreed; B’s switch is not A’s', async () => {
    const get = (who: TestAccount) => app.inject({ url: '/api/v1/users/me/tracking-consent', headers: who.headers });
    const put = (who: TestAccount, consent: boolean) =>
      app.inject({ method: 'PUT', url: '/api/v1/users/me/tracking-consent', headers: who.headers, payload: { consent } });
    expect((await get(a)).json()).toEqual({ consent: false });
    expect((await app.inject({ url: '/api/v1/users/me/tracking-consent' })).statusCode).toBe(401);

    const before = uid();
    await send(
      { consent: true, device_id: 'dev-a', events: [{ id: before, type: 'search', query: 'thon', results: 2, at: at() }] },
      { who: a },
    );
    await app.services.tracker.flush();
    expect(await rowsOf([before])).toMatchObject([{ user_id: null, device_id: null, query: sha('thon'), query_hashed: true }]);

    expect((await put(a, true)).json()).toEqual({ consent: true });
    expect((await put(b, false)).json()).toEqual({ consent: false });
    expect((await get(a)).json()).toEqual({ consent: true });
    expect((await get(b)).json()).toEqual({ consent: false });

    const after = uid();
    const byB = uid();
    await send({ consent: true, device_id: 'dev-a', events: [{ id: after, type: 'game_play', game: 'shake_win', at: at() }] }, { who: a });
    await send({ consent: true, device_id: 'dev-b', events: [{ id: byB, type: 'game_play', game: 'shake_win', at: at() }] }, { who: b });
    await app.services.tracker.flush();
    expect(await rowsOf([after])).toMatchObject([{ user_id: a.id, device_id: 'dev-a' }]);
    expect(await rowsOf([byB])).toMatchObject([{ user_id: null, device_id: null }]);
    // A batch that says no keeps no one, whatever the account said.
    const no = uid();
    await send({ consent: false, device_id: 'dev-a', events: [{ id: no, type: 'game_play', game: 'shake_win', at: at() }] }, { who: a });
    await app.services.tracker.flush();
    expect(await rowsOf([no])).toMatchObject([{ user_id: null, device_id: null }]);
    expect(
      (
        await send(
          { consent: false, events: [{ id: uid(), type: 'scan', sku: 'X', at: at() }] },
          { who: { ...a, headers: { authorization: 'Bearer nope' } } },
        )
      ).statusCode,
    ).toBe(401);
  });

  it('refuses bad batches with a code, never a 500', async () => {
    const one = { id: uid(), type: 'scan', sku: 'X1', at: at() };
    const bad = [
      {},
      { consent: false, events: [] },
      { consent: false, events: [{ ...one, type: 'nope' }] },
      { consent: false, events: [{ ...one, id: 'not-a-uuid' }] },
      { consent: false, events: [{ ...one, extra: 1 }] },
      { consent: false, events: Array.from({ length: 51 }, () => ({ ...one, id: uid() })) },
      { consent: false, events: [{ id: uid(), type: 'product_click', sku: 'X', place: 'elsewhere', at: at() }] },
    ];
    for (const body of bad) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const huge = await send({ consent: false, device_id: 'x'.repeat(40_000), events: [one] });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits a device’s batches a minute (429 RATE_LIMITED with retry_after)', async () => {
    const device = `dev-flood-${uid()}`;
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      codes.push((await send({ consent: true, device_id: device, events: [{ id: uid(), type: 'scan', sku: 'F', at: at() }] })).statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 202)).toBe(true);
    const last = await send({ consent: true, device_id: device, events: [{ id: uid(), type: 'scan', sku: 'F', at: at() }] });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61_000);
  });

  it('rolls up by day into the « Audience »: week and store filters; marketing only', async () => {
    // Monday 2026-11-23 to Sunday 2026-11-29, in stores ZZ01 and ZZ02 that only this test uses.
    const hot = sku();
    const cold = sku();
    const events = [
      { id: uid(), type: 'product_click', sku: hot, place: 'catalogue', at: at(), store: 'ZZ01' },
      { id: uid(), type: 'product_click', sku: hot, place: 'search', at: at(), store: 'ZZ01' },
      { id: uid(), type: 'product_click', sku: hot, place: 'promo', at: at(), store: 'ZZ02' },
      { id: uid(), type: 'product_click', sku: cold, place: 'list', at: at(), store: 'ZZ02' },
      { id: uid(), type: 'scan', sku: cold, at: at(), store: 'ZZ01' },
      { id: uid(), type: 'catalogue_page', catalogue_id: 202648, page: 3, at: at(), store: 'ZZ01' },
      { id: uid(), type: 'search', query: 'zzz introuvable', results: 0, at: at(), store: 'ZZ01' },
      { id: uid(), type: 'search', query: 'zzz introuvable', results: 0, at: at(), store: 'ZZ01' },
      { id: uid(), type: 'search', query: 'zzz trouvé', results: 4, at: at(), store: 'ZZ01' },
    ];
    await send({ consent: true, device_id: 'dev-aud', events });
    const report = async (who: TestStaff, query: string) => app.inject({ url: `/api/v1/admin/audience${query}`, headers: who.headers });
    expect((await report(support, '')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/audience' })).statusCode).toBe(401);

    const one = (await report(marketing, '?week=2026-11-26&store=ZZ01')).json();
    expect(one).toMatchObject({ start: '2026-11-23', end: '2026-11-29', store: 'ZZ01' });
    expect(one.totals).toMatchObject({ product_clicks: 2, scans: 1, catalogue_pages: 1, searches: 3, empty_searches: 2 });
    expect(one.clicked).toEqual([{ sku: hot, name: null, events: 2 }]);
    expect(one.scanned).toEqual([{ sku: cold, name: null, events: 1 }]);
    expect(one.pages).toMatchObject([{ catalogue_id: 202648, page: 3, events: 1 }]);
    expect(one.empty_searches).toEqual([{ query: 'zzz introuvable', hashed: false, events: 2 }]);

    const both = (await report(marketing, '?week=2026-11-23')).json();
    const mine = both.clicked.filter((r: { sku: string }) => r.sku === hot || r.sku === cold);
    expect(mine).toEqual([
      { sku: hot, name: null, events: 3 },
      { sku: cold, name: null, events: 1 },
    ]);
    // The week before holds none of them.
    const before = (await report(marketing, '?week=2026-11-22&store=ZZ01')).json();
    expect(before.totals.product_clicks).toBe(0);
    expect((await report(marketing, '?week=2026-13-01')).statusCode).toBe(400);
  });

  it('drops an event sent more than 30 days after it happened; a phone ahead of us counts as now', async () => {
    const old = uid();
    const ahead = uid();
    const res = await send({
      consent: false,
      events: [
        { id: old, type: 'scan', sku: 'O', at: '2026-10-20T10:00:00Z' },
        { id: ahead, type: 'scan', sku: 'A', at: '2026-12-25T10:00:00Z' },
      ],
    });
    expect(res.json()).toEqual({ accepted: 1 });
    await app.services.tracker.flush();
    expect(await rowsOf([old])).toHaveLength(0);
    expect(await rowsOf([ahead])).toMatchObject([{ day: '2026-11-24' }]);
  });
  it('the roll-up job recounts the same figures; 13 months later events and roll-ups are gone', async () => {
    const id = uid();
    const s = sku();
    await send({ consent: false, events: [{ id, type: 'scan', sku: s, at: at(), store: 'ZZ03' }] });
    await app.services.tracker.rollUp();
    await app.services.tracker.rollUp();
    const rolled = () => app.database.db.selectFrom('tracker_daily').selectAll().where('subject', '=', s).execute();
    expect(await rolled()).toMatchObject([{ day: '2026-11-24', kind: 'scan', store: 'ZZ03', events: 1 }]);
    // 2027-12-24: 2026-11-24 is still within 13 months; a day later it is not.
    clock.set(new Date('2027-12-24T10:00:00Z'));
    await app.services.tracker.rollUp();
    expect(await rowsOf([id])).toHaveLength(1);
    clock.set(new Date('2027-12-25T10:00:00Z'));
    await app.services.tracker.rollUp();
    expect(await rowsOf([id])).toHaveLength(0);
    expect(await rolled()).toHaveLength(0);
  });
});
