/**
 * Transactions, budget, dashboard and the signed-in home (docs/wallet.md#transactions-budget-and-dashboard):
 * figures computed from the fixtures' receipts, the budget entries merged newest first, inclusive
 * Tunis days, months grouped in Tunis.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { addReceipt, makeFamily, removeShoppers, type MadeReceipt } from './ledger-fixtures.ts';

let app: FastifyInstance;
const clock = mutableClock('2026-11-24T13:30');
const made: number[] = [];
let amira: TestAccount;
let karim: TestAccount;
let stranger: TestAccount;
let r: MadeReceipt[];

beforeAll(async () => {
  app = await buildTestApp({ clock });
  [amira, karim, stranger] = [
    await createUser(app, { name: 'Amira', lastname: 'Ben Salah' }),
    await createUser(app, { name: 'Karim', lastname: 'Ben Salah' }),
    await createUser(app, { name: 'Sami', lastname: 'Test' }),
  ];
  made.push(amira.id, karim.id, stranger.id);
  await makeFamily(app, amira.id, [karim.id]);
  r = [
    // 31 Dec 2024 at 23:30 in Tunis: still 2024 (22:30 UTC).
    await addReceipt(app, { userId: amira.id, at: '2024-12-31T23:30', lines: [{ quantity: 1, unit_price: 11_000 }] }),
    // 1 Nov 2025 at 00:30 in Tunis (31 Oct in UTC): November.
    await addReceipt(app, { userId: amira.id, at: '2025-11-01T00:30', lines: [{ quantity: 1, unit_price: 40_000 }] }),
    await addReceipt(app, { userId: amira.id, at: '2026-01-15T10:00', lines: [{ quantity: 2, unit_price: 25_000 }] }),
    await addReceipt(app, { userId: amira.id, at: '2026-11-01T00:30', lines: [{ quantity: 1, unit_price: 80_000 }], discount: 5_000 }),
    await addReceipt(app, { userId: amira.id, at: '2026-11-20T18:00', lines: [{ quantity: 3, unit_price: 10_000 }] }),
  ];
  // A return of 10 DT on the 21st (a sale of the 20th).
  r.push(
    await addReceipt(app, {
      userId: amira.id,
      at: '2026-11-21T09:00',
      kind: 'return',
      returnOf: r[4]!.id,
      lines: [{ quantity: -1, unit_price: 10_000 }],
    }),
  );
});
afterAll(async () => {
  await removeShoppers(app, made);
  await app.close();
});

const get = (who: TestAccount, url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
const send = (who: TestAccount, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });

describe('budget', () => {
  it('sets this month’s budget and gives some to family once per request id', async () => {
    clock.set(new Date('2026-11-24T12:30:00Z'));
    const set = await send(amira, 'PUT', '/wallet/budget', { amount: 600_000 });
    expect(set.statusCode).toBe(200);
    // Spent in November: 75 + 30 − 10 = 95 DT.
    expect(set.json()).toEqual({
      month: '2026-11',
      own: 600_000,
      given: 0,
      received: 0,
      allocated: 600_000,
      spent: 95_000,
      remaining: 505_000,
    });
    clock.advanceSeconds(60);
    const body = { to_user_id: karim.id, amount: 100_000, request_id: 'alloc-0001' };
    const given = await send(amira, 'POST', '/wallet/budget/allocations', body);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ own: 600_000, given: 100_000, allocated: 500_000, remaining: 405_000 });
    expect((await send(amira, 'POST', '/wallet/budget/allocations', body)).json().given).toBe(100_000);
    expect((await get(karim, '/wallet/budget')).json()).toMatchObject({ own: 0, received: 100_000, allocated: 100_000, spent: 0 });
    const refused = await send(amira, 'POST', '/wallet/budget/allocations', {
      to_user_id: stranger.id,
      amount: 1_000,
      request_id: 'alloc-0002',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_FAMILY_MEMBER');
    expect((await get(amira, '/wallet/budget')).json().given).toBe(100_000);
  });
});

describe('GET /wallet/transactions', () => {
  it('merges receipts and budget entries newest first, signed', async () => {
    const page = (await get(amira, '/wallet/transactions?pageSize=5')).json();
    expect(page.total).toBe(8);
    expect(page.items.map((a: { id: string }) => a.id)).toEqual([
      expect.stringMatching(/^ba\d+$/),
      'bm202611',
      `t${r[5]!.id}`,
      `t${r[4]!.id}`,
      `t${r[3]!.id}`,
    ]);
    expect(page.items[0]).toMatchObject({ type: 'budget', store: null, member: 'Karim', amount: -100_000, ticket_id: null });
    expect(page.items[1]).toMatchObject({ type: 'budget', store: null, member: null, amount: 600_000 });
    expect(page.items[2]).toMatchObject({ type: 'transaction', amount: 10_000, ticket_id: r[5]!.id, store: r[5]!.storeName });
    expect(page.items[4]).toMatchObject({ amount: -75_000 });
    const karims = (await get(karim, '/wallet/transactions')).json();
    expect(karims.items).toEqual([expect.objectContaining({ type: 'budget', member: 'Amira', amount: 100_000 })]);
  });

  it('filters by type and inclusive Tunis days', async () => {
    const budget = (await get(amira, '/wallet/transactions?type=budget')).json();
    expect(budget.items.map((a: { type: string }) => a.type)).toEqual(['budget', 'budget']);
    const tx = (await get(amira, '/wallet/transactions?type=transaction')).json();
    expect(tx.total).toBe(6);
    const nov1 = (await get(amira, '/wallet/transactions?from=2026-11-01&to=2026-11-01')).json();
    expect(nov1.items.map((a: { id: string }) => a.id)).toEqual([`t${r[3]!.id}`]);
    const range = (await get(amira, '/wallet/transactions?type=transaction&from=2025-11-01&to=2026-01-15')).json();
    expect(range.items.map((a: { id: string }) => a.id)).toEqual([`t${r[2]!.id}`, `t${r[1]!.id}`]);
    expect((await get(amira, '/wallet/transactions?from=2026-11-25')).json().total).toBe(0);
  });
});

describe('GET /wallet/dashboard and /wallet/home', () => {
  it('groups paid by Tunis month; the months sum to the year', async () => {
    const d = (await get(amira, '/wallet/dashboard')).json();
    expect(d.year).toBe(2026);
    expect(d.years).toEqual([2026, 2025, 2024]);
    expect(d.months).toEqual([50_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95_000, 0]);
    expect(d.previous_months).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40_000, 0]);
    expect(d.total_year).toBe(d.months.reduce((s: number, v: number) => s + v, 0));
    expect(d.total_previous_year).toBe(40_000);
    expect(d.transactions).toBe(8);
    expect(d.budget.spent).toBe(95_000);
    const y2025 = (await get(amira, '/wallet/dashboard?year=2025')).json();
    expect(y2025.previous_months[11]).toBe(11_000);
    expect(y2025.total_year).toBe(40_000);
    expect((await get(stranger, '/wallet/dashboard')).json()).toMatchObject({ years: [2026], total_year: 0, transactions: 0 });
  });

  it('answers the home: tier, points, balance, recent and 12 months against the year before', async () => {
    const home = (await get(amira, '/wallet/home')).json();
    expect(home.name).toBe('Amira Ben Salah');
    // Earned: 11 + 40 + 50 + 75 + 30, reversed 10.
    expect(home.points).toBe(196);
    expect(home.balance).toBe(1_960);
    expect(home.tier).toMatchObject({ key: 'classic', spend_12m: 50_000 + 95_000 });
    expect(home.recent).toHaveLength(8);
    expect(home.recent[0].type).toBe('budget');
    expect(home.chart.labels[0]).toBe('2025-12');
    expect(home.chart.labels[11]).toBe('2026-11');
    expect(home.chart.current).toEqual([0, 50_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95_000]);
    expect(home.chart.previous).toEqual([11_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40_000]);
  });
});
