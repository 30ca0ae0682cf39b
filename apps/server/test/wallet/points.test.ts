/**
 * The shopper's card, points, transfers and conversions (docs/wallet.md#the-shoppers-wallet-api):
 * figures from receipts written by the fixtures, transfers atomic and idempotent, points never
 * below zero, a conversion's voucher Actif.
 */
import { DEFAULT_WALLET_RULES } from '@qadhya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';
import { addReceipt, makeFamily, walletApp, type MadeReceipt } from './ledger-fixtures.ts';

const file = walletApp('Test');
const { user } = file;

const get = (who: TestAccount, url: string) => file.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
const post = (who: TestAccount, url: string, payload: Record<string, unknown>) =>
  file.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
const rid = () => `req-${Math.random().toString(36).slice(2, 12)}`;
const balanceOf = async (who: TestAccount) => (await get(who, '/wallet/card')).json().points as number;

describe('GET /wallet/card and /wallet/points', () => {
  let amira: TestAccount;
  let receipts: MadeReceipt[];
  beforeAll(async () => {
    amira = await user('Amira', 'Ben Salah');
    receipts = [
      await addReceipt(file.app, {
        userId: amira.id,
        at: '2026-11-20T10:15',
        lines: [
          { quantity: 2, unit_price: 12_500 },
          { quantity: 1, unit_price: 30_750, catalogue_bonus: true },
        ],
      }),
      await addReceipt(file.app, { userId: amira.id, at: '2026-11-22T18:00', lines: [{ quantity: 3, unit_price: 99_990 }] }),
    ];
  });

  it('makes the card on first read and answers the sum of the entries, its value and the tier', async () => {
    const res = await get(amira, '/wallet/card');
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.card_number).toMatch(/^29\d{11}$/);
    expect(card.holder).toBe('Amira Ben Salah');
    // 55.750 DT paid (30.750 on a catalogue product): 55 + 30 = 85; 299.970 DT: 299.
    expect(receipts.map((r) => r.points)).toEqual([85, 299]);
    expect(card.points).toBe(384);
    expect(card.points_value).toBe(384 * DEFAULT_WALLET_RULES.pointValue);
    expect(card.tier).toMatchObject({ key: 'classic', spend_12m: 55_750 + 299_970, next: { key: 'silver', missing: 1_000_000 - 355_720 } });
    expect(card.convert).toEqual({ min_points: 500, step: 100, point_value: 10, voucher_days: 90 });
    // The same card the second time; the welcome coupon made once.
    expect((await get(amira, '/wallet/card')).json().card_number).toBe(card.card_number);
    const coupons = (await get(amira, '/wallet/offers?kind=coupon')).json();
    expect(coupons.counts).toEqual({ active: 1, used: 0, expired: 0 });
    expect(coupons.items[0]).toMatchObject({ source: 'welcome', status: 'active', label: 'Coupon de bienvenue' });
  });

  it('lists the entries newest first with the store of the receipt', async () => {
    const res = await get(amira, '/wallet/points?pageSize=1');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1, hasMore: true });
    expect(page.items[0]).toMatchObject({ kind: 'earned', points: 299, store: receipts[1]!.storeName, counterpart: null });
    const second = (await get(amira, '/wallet/points?pageSize=1&page=2')).json();
    expect(second.items[0].points).toBe(85);
    expect(second.hasMore).toBe(false);
  });
});

describe('POST /wallet/points/transfer', () => {
  let amira: TestAccount;
  let karim: TestAccount;
  let stranger: TestAccount;
  beforeAll(async () => {
    amira = await user('Amira');
    karim = await user('Karim');
    stranger = await user('Sami');
    await makeFamily(file.app, amira.id, [karim.id]);
    await addReceipt(file.app, { userId: amira.id, at: '2026-11-21T09:00', lines: [{ quantity: 1, unit_price: 1_000_000 }] }); // 1000 points
  });

  it('lists the family members points can go to', async () => {
    const members = (await get(amira, '/wallet/members')).json();
    expect(members.items.map((m: { user_id: number }) => m.user_id)).toEqual([karim.id]);
    expect((await get(karim, '/wallet/members')).json().items.map((m: { user_id: number }) => m.user_id)).toEqual([amira.id]);
    expect((await get(stranger, '/wallet/members')).json().items).toEqual([]);
  });

  it('moves points both sides at once, once per request id', async () => {
    const request_id = rid();
    const res = await post(amira, '/wallet/points/transfer', { to_user_id: karim.id, points: 300, request_id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ points: 700, transferred: 300, to: 'Karim' });
    const again = await post(amira, '/wallet/points/transfer', { to_user_id: karim.id, points: 300, request_id });
    expect(again.json()).toEqual({ points: 700, transferred: 300, to: 'Karim' });
    expect(await balanceOf(amira)).toBe(700);
    expect(await balanceOf(karim)).toBe(300);
    const history = (await get(karim, '/wallet/points')).json();
    expect(history.items[0]).toMatchObject({ kind: 'transfer_in', points: 300, counterpart: 'Amira', store: null });
  });

  it('refuses anyone outside the family the same way, and more than the balance, writing nothing', async () => {
    const before = await file.app.database.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', 'in', [amira.id, karim.id, stranger.id])
      .executeTakeFirstOrThrow();
    const outsider = await post(amira, '/wallet/points/transfer', { to_user_id: stranger.id, points: 10, request_id: rid() });
    const missing = await post(amira, '/wallet/points/transfer', { to_user_id: 99_999_998, points: 10, request_id: rid() });
    const self = await post(amira, '/wallet/points/transfer', { to_user_id: amira.id, points: 10, request_id: rid() });
    for (const res of [outsider, missing, self]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_FAMILY_MEMBER');
    }
    expect(outsider.json()).toEqual(missing.json());
    const tooMuch = await post(amira, '/wallet/points/transfer', { to_user_id: karim.id, points: 701, request_id: rid() });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('POINTS_INSUFFICIENT');
    const after = await file.app.database.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', 'in', [amira.id, karim.id, stranger.id])
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await balanceOf(amira)).toBe(700);
  });

  it('two concurrent transfers of the whole balance: one succeeds, the balance never goes negative', async () => {
    const [a, b] = await Promise.all([
      post(amira, '/wallet/points/transfer', { to_user_id: karim.id, points: 700, request_id: rid() }),
      post(amira, '/wallet/points/transfer', { to_user_id: karim.id, points: 700, request_id: rid() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect(await balanceOf(amira)).toBe(0);
    expect(await balanceOf(karim)).toBe(1000);
  });
});

describe('POST /wallet/points/convert', () => {
  let amira: TestAccount;
  beforeAll(async () => {
    amira = await user('Amira');
    await addReceipt(file.app, { userId: amira.id, at: '2026-11-21T09:00', lines: [{ quantity: 1, unit_price: 750_000 }] }); // 750 points
  });

  it('refuses amounts off the rules', async () => {
    for (const points of [400, 550]) {
      const res = await post(amira, '/wallet/points/convert', { points, request_id: rid() });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('CONVERSION_INVALID');
      expect(res.json().message).toContain('500');
    }
    const tooMuch = await post(amira, '/wallet/points/convert', { points: 800, request_id: rid() });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe('POINTS_INSUFFICIENT');
  });

  it('turns points into an Actif voucher once per request id', async () => {
    const request_id = rid();
    const res = await post(amira, '/wallet/points/convert', { points: 500, request_id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toBe(250);
    expect(body.voucher).toMatchObject({
      kind: 'voucher',
      source: 'points',
      amount_type: 'amount',
      amount: 5_000,
      min_purchase: 0,
      status: 'active',
      label: 'Bon d’achat fidélité',
    });
    expect(body.voucher.description).toContain('500');
    // 90 days counted in Tunis: valid until midnight after 2027-02-22.
    expect(body.voucher.expires_at).toBe('2027-02-22T23:00:00.000Z');
    const again = await post(amira, '/wallet/points/convert', { points: 500, request_id });
    expect(again.json()).toEqual(body);
    expect(await balanceOf(amira)).toBe(250);
    const vouchers = (await get(amira, '/wallet/offers?kind=voucher&status=active')).json();
    expect(vouchers.items.map((v: { id: number }) => v.id)).toEqual([body.voucher.id]);
    const ar = (await get(amira, `/wallet/offers/${body.voucher.id}?lang=ar`)).json();
    expect(ar.label).toBe('قسيمة شراء الوفاء');
  });
});
