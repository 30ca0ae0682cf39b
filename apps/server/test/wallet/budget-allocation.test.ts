/**
 * Family budget on the server's word (issue 31, docs/wallet.md#family-transfers): an allocation never
 * gives more than the giver has left this month, even two sent at the same instant; the own budget
 * never drops below what was already given. Each refusal writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { rid } from '../shopping-lists/list-fixtures.ts';
import { addReceipt, makeFamily, removeShoppers } from './ledger-fixtures.ts';

let app: FastifyInstance;
let giver: TestAccount;
let karim: TestAccount;
let lina: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  [giver, karim, lina] = [
    await createUser(app, { name: 'Amira' }),
    await createUser(app, { name: 'Karim' }),
    await createUser(app, { name: 'Lina' }),
  ];
  await makeFamily(app, giver.id, [karim.id, lina.id]);
  // 20 DT spent this month (the test clock's: 24 November 2026, Tunis).
  await addReceipt(app, { userId: giver.id, at: '2026-11-20T18:00', lines: [{ quantity: 2, unit_price: 10_000 }] });
});
afterAll(async () => {
  await removeShoppers(app, [giver.id, karim.id, lina.id]);
  await app.close();
});

const send = (who: TestAccount, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
const give = (to: TestAccount, amount: number, request_id = rid()) =>
  send(giver, 'POST', '/wallet/budget/allocations', { to_user_id: to.id, amount, request_id });
const budgetOf = async (who: TestAccount) => (await app.inject({ url: '/api/v1/wallet/budget', headers: who.headers })).json();
const allocations = () =>
  app.database.db
    .selectFrom('budget_allocations')
    .select(['to_user_id', 'amount'])
    .where('from_user_id', '=', giver.id)
    .orderBy('id')
    .execute();

describe('an allocation above what the giver has', () => {
  it('with no budget at all: refused, nothing written', async () => {
    const res = await give(karim, 1_000);
    expect([res.statusCode, res.json().code]).toEqual([422, 'BUDGET_INSUFFICIENT']);
    expect(await allocations()).toEqual([]);
    expect((await budgetOf(karim)).received).toBe(0);
  });

  it('more than what is left (own − given + received − spent): refused; exactly what is left: given', async () => {
    expect((await send(giver, 'PUT', '/wallet/budget', { amount: 100_000 })).json()).toMatchObject({
      own: 100_000,
      spent: 20_000,
      remaining: 80_000,
    });
    const over = await give(karim, 80_001);
    expect([over.statusCode, over.json().code]).toEqual([422, 'BUDGET_INSUFFICIENT']);
    expect(await allocations()).toEqual([]);
    const key = rid();
    expect((await give(karim, 50_000, key)).json()).toMatchObject({ given: 50_000, remaining: 30_000 });
    // The same request again answers the same, even though 50 DT are no longer left.
    const again = await give(karim, 50_000, key);
    expect([again.statusCode, again.json().given]).toEqual([200, 50_000]);
    expect((await give(lina, 30_000)).json()).toMatchObject({ given: 80_000, remaining: 0 });
    expect((await give(lina, 1)).json().code).toBe('BUDGET_INSUFFICIENT');
    expect(await allocations()).toEqual([
      { to_user_id: karim.id, amount: 50_000 },
      { to_user_id: lina.id, amount: 30_000 },
    ]);
  });

  it('two allocations sent at the same instant never give more than there is', async () => {
    await send(giver, 'PUT', '/wallet/budget', { amount: 160_000 });
    // Left: 160 − 80 − 20 = 60 DT; two of 40 DT at once.
    const answers = await Promise.all([give(karim, 40_000), give(lina, 40_000)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().code).toBe('BUDGET_INSUFFICIENT');
    const b = await budgetOf(giver);
    expect(b).toMatchObject({ given: 120_000, remaining: 20_000 });
    expect((await budgetOf(karim)).received + (await budgetOf(lina)).received).toBe(120_000);
  });

  it('the own budget cannot drop below what was already given (else the gift came from nothing)', async () => {
    const res = await send(giver, 'PUT', '/wallet/budget', { amount: 119_999 });
    expect([res.statusCode, res.json().code]).toEqual([422, 'BUDGET_BELOW_GIVEN']);
    expect((await budgetOf(giver)).own).toBe(160_000);
    expect((await send(giver, 'PUT', '/wallet/budget', { amount: 120_000 })).json()).toMatchObject({ own: 120_000, allocated: 0 });
  });
});
