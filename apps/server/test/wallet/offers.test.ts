/**
 * Coupons and vouchers (docs/wallet.md#the-shoppers-wallet-api): the status follows the injected
 * clock (Actif until the expiry instant, then Expiré; Utilisé once used), each status in its order,
 * the counts per status, and someone else's offer answers like a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { addReceipt, removeShoppers } from './ledger-fixtures.ts';

let app: FastifyInstance;
const clock = mutableClock('2026-11-24T13:30');
const made: number[] = [];
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await removeShoppers(app, made);
  await app.close();
});

const get = (who: TestAccount, url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
const ids = (page: { items: { id: number }[] }) => page.items.map((o) => o.id);

describe('GET /wallet/offers', () => {
  let amira: TestAccount;
  const v: number[] = [];
  beforeAll(async () => {
    amira = await createUser(app, { name: 'Amira' });
    made.push(amira.id);
    const ledger = app.services.ledger;
    const db = app.database.db;
    await ledger.ensureCard(db, amira.id);
    const issue = (days: number, amount: number) =>
      ledger.issueOffer(db, {
        user_id: amira.id,
        kind: 'voucher',
        source: 'staff',
        amount_type: 'amount',
        amount,
        min_purchase: 0,
        cap: null,
        label: 'Voucher cadeau',
        label_ar: 'قسيمة هدية',
        description: 'Offert par le magasin',
        description_ar: null,
        issued_at: clock.now(),
        expires_at: new Date(clock.now().getTime() + days * 86_400_000),
      });
    v.push(await issue(10, 5_000), await issue(3, 7_000), await issue(20, 9_000), await issue(2, 1_000));
    // The last one used on a receipt of the 24th.
    const receipt = await addReceipt(app, {
      userId: amira.id,
      at: '2026-11-24T12:00',
      lines: [{ quantity: 1, unit_price: 20_000 }],
      discount: 1_000,
    });
    await db
      .updateTable('wallet_offers')
      .set({ used_at: clock.now(), used_receipt_id: receipt.id, discount: 1_000 })
      .where('id', '=', v[3]!)
      .execute();
  });

  it('Actif: soonest expiry first, with the counts of each status', async () => {
    const page = (await get(amira, '/wallet/offers?kind=voucher')).json();
    expect(ids(page)).toEqual([v[1], v[0], v[2]]);
    expect(page.counts).toEqual({ active: 3, used: 1, expired: 0 });
    expect(page.items[0]).toMatchObject({ status: 'active', amount: 7_000, label: 'Voucher cadeau', used_at: null, used_ticket_id: null });
    const used = (await get(amira, '/wallet/offers?kind=voucher&status=used')).json();
    expect(used.items).toEqual([
      expect.objectContaining({ id: v[3], status: 'used', discount: 1_000, used_ticket_id: expect.any(Number) }),
    ]);
    // Without kind: the welcome coupon too.
    expect((await get(amira, '/wallet/offers')).json().counts.active).toBe(4);
  });

  it('follows the clock: an offer is Expiré from its expiry instant on', async () => {
    clock.advance(3 * 86_400_000 - 1);
    expect((await get(amira, '/wallet/offers?kind=voucher')).json().counts).toEqual({ active: 3, used: 1, expired: 0 });
    clock.advance(1);
    const active = (await get(amira, '/wallet/offers?kind=voucher')).json();
    expect(ids(active)).toEqual([v[0], v[2]]);
    expect(active.counts).toEqual({ active: 2, used: 1, expired: 1 });
    clock.advance(8 * 86_400_000);
    const expired = (await get(amira, '/wallet/offers?kind=voucher&status=expired')).json();
    // Last expired first; the used one stays Utilisé.
    expect(ids(expired)).toEqual([v[0], v[1]]);
    expect(expired.items[0].status).toBe('expired');
    expect((await get(amira, `/wallet/offers/${v[3]}`)).json().status).toBe('used');
    const welcome = (await get(amira, '/wallet/offers?kind=coupon&status=expired')).json();
    expect(welcome.items[0]).toMatchObject({ source: 'welcome', status: 'expired' });
  });

  it('answers one offer in the caller’s language; another shopper’s like a missing one', async () => {
    const ar = await get(amira, `/wallet/offers/${v[2]}?lang=ar`);
    expect(ar.json()).toMatchObject({ id: v[2], label: 'قسيمة هدية', description: 'Offert par le magasin' });
    expect(ar.headers['content-language']).toBe('ar');
    const other = await createUser(app);
    made.push(other.id);
    const theirs = await get(other, `/wallet/offers/${v[2]}`);
    const missing = await get(other, '/wallet/offers/999999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().code).toBe('OFFER_NOT_FOUND');
  });
});
