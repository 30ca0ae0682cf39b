/**
 * « Fidélité » in the back office (docs/wallet.md#back-office-fidelite): staff find a shopper by
 * phone, UID, card number or name; read their card, points, tier, offers and receipts; and issue a
 * coupon or voucher once per request_id, audited, that then stands in the shopper's ledger.
 */
import crypto from 'node:crypto';
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_OFFER_LIMIT, staffOfferSubject } from '../../src/modules/wallet-admin/wallet-admin.routes.ts';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let admin: TestStaff;
let marketing: TestStaff;
let support: TestStaff;
let shopper: TestAccount;
let card: string;
const name = `Wz${crypto.randomBytes(4).toString('hex')}`;
const receiptIds: number[] = [];

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(10)).join('');

async function addReceipt(userId: number, at: string, paid: number, points: number) {
  const store = await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow();
  const row = await app.database.db
    .insertInto('receipts')
    .values({
      magasin_code: store.magasin_code,
      till_receipt_id: `t-${crypto.randomUUID()}`,
      user_id: userId,
      kind: 'sale',
      return_of: null,
      purchased_at: parseTunisDateTime(at)!,
      total: paid,
      discount: 0,
      paid,
      payment: 'cash',
      points_earned: points,
      attach_code: digits(12),
      request_hash: 'x',
      answer: '{}',
      api_key_id: null,
      created_at: parseTunisDateTime(at)!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  receiptIds.push(Number(row.id));
  if (points)
    await app.database.db
      .insertInto('points_ledger')
      .values({ user_id: userId, kind: 'earned', points, receipt_id: Number(row.id), at: parseTunisDateTime(at)! })
      .execute();
}

const offerBody = (over: Record<string, unknown> = {}) => ({
  user_id: shopper.id,
  kind: 'voucher',
  amount_type: 'amount',
  amount: 10_000,
  days: 30,
  label: 'Geste commercial',
  label_ar: 'بادرة تجارية',
  description: 'Voucher de 10 DT offert par le service client.',
  request_id: `req-${crypto.randomUUID()}`,
  ...over,
});

beforeAll(async () => {
  app = await buildTestApp();
  [admin, marketing, support] = await Promise.all([createStaff(app, 'admin'), createStaff(app, 'marketing'), createStaff(app, 'support')]);
  shopper = await createUser(app, { name, lastname: 'Ben Salah' });
  card = await app.services.ledger.ensureCard(app.database.db, shopper.id);
  // 1 200 DT over the last year (Silver from 1 000 DT), and a receipt older than a year that counts for nothing.
  await addReceipt(shopper.id, '2026-03-02T10:00', 700_000, 700);
  await addReceipt(shopper.id, '2026-11-20T18:15', 500_000, 500);
  await addReceipt(shopper.id, '2025-06-01T09:00', 2_000_000, 0);
});

afterAll(async () => {
  const db = app.database.db;
  await db.deleteFrom('points_ledger').where('user_id', '=', shopper.id).execute();
  await db.deleteFrom('wallet_offers').where('user_id', '=', shopper.id).execute();
  await db.deleteFrom('receipts').where('id', 'in', receiptIds).execute();
  await db.deleteFrom('loyalty_cards').where('user_id', '=', shopper.id).execute();
  await db.deleteFrom('users').where('id', '=', shopper.id).execute();
  await app.close();
});

const search = (q: string, staff: TestStaff = admin) =>
  app.inject({ url: `/api/v1/admin/wallet/shoppers?q=${encodeURIComponent(q)}`, headers: staff.headers });

describe('GET /admin/wallet/shoppers', () => {
  it('finds the shopper exactly by phone, UID and card number, with points and tier', async () => {
    for (const q of [shopper.phone, String(shopper.id), card]) {
      const res = await search(q, support);
      expect(res.statusCode, q).toBe(200);
      const body = res.json();
      expect(body.total, q).toBe(1);
      expect(body.items[0]).toEqual({
        id: shopper.id,
        name: `${name} Ben Salah`,
        phone: shopper.phone,
        card_number: card,
        points: 1200,
        tier: 'silver',
        tier_label: 'Silver',
      });
    }
  });

  it('finds by the start of a name, not by its middle, and a partial number finds nothing', async () => {
    expect((await search(name.slice(0, 5).toLowerCase())).json().items.map((s: { id: number }) => s.id)).toContain(shopper.id);
    expect((await search(`${name} Ben`)).json().items.map((s: { id: number }) => s.id)).toEqual([shopper.id]);
    expect((await search(name.slice(2))).json().total).toBe(0);
    expect((await search(card.slice(0, 12) + (card.endsWith('0') ? '1' : '0'))).json().total).toBe(0);
  });

  it('refuses a search that is neither a full number nor 3 letters (400), and LIKE wildcards are literal', async () => {
    for (const q of ['ab', '1234', '123456789']) expect((await search(q)).statusCode, q).toBe(400);
    expect((await search('%%%')).json().total).toBe(0);
  });
});

describe('GET /admin/wallet/shoppers/:id', () => {
  it('answers the card, the ledger balance, the tier from the 12 months and the latest offers and receipts', async () => {
    const res = await app.inject({ url: `/api/v1/admin/wallet/shoppers/${shopper.id}`, headers: support.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.card_number).toBe(card);
    expect(body.points).toBe(1200);
    expect(body.points_value).toBe(1200 * app.config.wallet.pointValue);
    expect(body.tier).toMatchObject({ key: 'silver', spend_12m: 1_200_000 });
    expect(body.offers.map((o: { source: string; status: string }) => [o.source, o.status])).toEqual([['welcome', 'active']]);
    expect(body.receipts.map((r: { paid: number }) => r.paid)).toEqual([500_000, 700_000, 2_000_000]);
    expect(body.receipts[0]).toMatchObject({ points: 500, kind: 'sale' });
    expect(typeof body.receipts[0].store).toBe('string');
  });

  it('an unknown shopper is 404 SHOPPER_NOT_FOUND', async () => {
    const res = await app.inject({ url: '/api/v1/admin/wallet/shoppers/99999998', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SHOPPER_NOT_FOUND');
  });
});

describe('POST /admin/wallet/offers', () => {
  const issue = (body: unknown, staff: TestStaff = admin) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/wallet/offers', headers: staff.headers, payload: body as object });

  it('issues a voucher through the ledger, once per request_id, audited, active in the shopper’s wallet', async () => {
    const body = offerBody();
    const first = await issue(body, marketing);
    expect(first.statusCode).toBe(201);
    const offer = first.json();
    expect(offer).toMatchObject({
      kind: 'voucher',
      source: 'staff',
      amount_type: 'amount',
      amount: 10_000,
      status: 'active',
      issued_by: marketing.id,
      cap: null,
      min_purchase: 0,
    });
    expect(offer.code).toMatch(/^V[A-Z0-9]{11}$/);
    // 30 days from 24 November (Tunis): valid through 24 December, until midnight.
    expect(offer.expires_at).toBe(parseTunisDateTime('2026-12-25T00:00')!.toISOString());

    const again = await issue(body, marketing);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(offer);

    const rows = await app.database.db
      .selectFrom('wallet_offers')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .where('source', '=', 'staff')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      request_id: `staff:${body.request_id}`,
      issued_by: marketing.id,
      used_at: null,
      label_ar: 'بادرة تجارية',
    });

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'wallet_offer')
      .where('entity_id', '=', String(offer.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'wallet_offer.issue', staff_id: marketing.id });

    // The shopper's own wallet and the back office's panel show it active.
    const mine = await app.inject({ url: '/api/v1/wallet/offers?kind=voucher', headers: shopper.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((o: { id: number }) => o.id)).toContain(offer.id);
    const detail = (await app.inject({ url: `/api/v1/admin/wallet/shoppers/${shopper.id}`, headers: support.headers })).json();
    expect(detail.offers[0]).toMatchObject({ id: offer.id, status: 'active' });
  });

  it('two identical requests at the same instant issue one offer (one 201, one 200 with the same offer)', async () => {
    const body = offerBody({ amount: 5_000 });
    const answers = await Promise.all([issue(body), issue(body), issue(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await app.database.db
      .selectFrom('wallet_offers')
      .select('id')
      .where('user_id', '=', shopper.id)
      .where('request_id', '=', `staff:${body.request_id}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a percent coupon keeps its cap and minimum', async () => {
    const res = await issue(offerBody({ kind: 'coupon', amount_type: 'percent', amount: 15, cap: 5_000, min_purchase: 20_000, days: 7 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'coupon', amount: 15, cap: 5_000, min_purchase: 20_000 });
    expect(res.json().code).toMatch(/^C/);
  });

  it('a staff member past their offers of the day gets 429 RATE_LIMITED; another member still issues', async () => {
    const busy = await createStaff(app, 'marketing');
    for (let i = 0; i < STAFF_OFFER_LIMIT.max; i++) await app.limits.hit(STAFF_OFFER_LIMIT, staffOfferSubject(busy.id));
    const refused = await issue(offerBody(), busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await issue(offerBody({ amount: 1_000 }), marketing)).statusCode).toBe(201);
  });

  it('support may read but not issue (403); an unknown shopper is 404; bad input is 400', async () => {
    expect((await issue(offerBody(), support)).statusCode).toBe(403);
    const unknown = await issue(offerBody({ user_id: 99999998 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SHOPPER_NOT_FOUND');
    expect((await issue(offerBody({ amount_type: 'percent', amount: 150 }))).statusCode).toBe(400);
    expect((await issue(offerBody({ days: 0 }))).statusCode).toBe(400);
    expect((await issue(offerBody({ request_id: 'x' }))).statusCode).toBe(400);
  });
});
