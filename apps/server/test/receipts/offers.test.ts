/**
 * Offers at the till (docs/wallet.md#receipts): the first valid presented code applies, the others
 * are refused with their reason; a voucher applies by itself, a coupon only when presented; one
 * offer per receipt, and never twice — even for two tills at the same instant.
 */
import type { ReceiptResult } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { receiptsKitPerFile, type ReceiptsKit } from './support.ts';

const t = receiptsKitPerFile();

/** A 20 DT receipt (20 000 millimes) of products outside the catalogue. */
const twenty = (extra: Parameters<ReceiptsKit['receipt']>[1] = {}) =>
  t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 4, unit_price: 5000 }], extra);
const usedOn = async (offerId: number) =>
  await t.kit.db
    .selectFrom('wallet_offers')
    .select(['used_at', 'used_receipt_id', 'discount'])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();

describe('vouchers', () => {
  it('the best eligible voucher applies by itself: the largest discount, then the soonest expiry', async () => {
    const s = await t.kit.shopper();
    const now = t.app.clock.now().getTime();
    const small = await t.kit.offer(s.id, 'voucher', { amount: 2000 });
    const late = await t.kit.offer(s.id, 'voucher', { amount: 5000, expires_at: new Date(now + 60 * 86_400_000) });
    const soon = await t.kit.offer(s.id, 'voucher', { amount: 5000, expires_at: new Date(now + 10 * 86_400_000) });
    const tooBig = await t.kit.offer(s.id, 'voucher', { amount: 9000, min_purchase: 50_000 });
    const res = await t.kit.ok(twenty({ card_number: s.card }));
    expect(res).toMatchObject({
      total: 20_000,
      discount: 5000,
      paid: 15_000,
      applied_offer: { code: await t.kit.codeOf(soon), kind: 'voucher', discount: 5000 },
      refused_offers: [],
    });
    // Points on what was paid only: 15 DT → 15 points.
    expect(res.points_earned).toBe(15);
    expect(await usedOn(soon)).toMatchObject({ used_receipt_id: res.id, discount: 5000 });
    for (const id of [small, late, tooBig]) expect((await usedOn(id)).used_at).toBeNull();
    const [row] = await t.kit.receiptRows(res.receipt_id);
    expect(row).toMatchObject({ total: 20_000, discount: 5000, paid: 15_000, points_earned: 15 });
  });

  it('presented by two receipts at the same instant: applied once, the other refused USED', async () => {
    const s = await t.kit.shopper();
    const voucher = await t.kit.offer(s.id, 'voucher', { amount: 3000 });
    const code = await t.kit.codeOf(voucher);
    const [a, b] = await Promise.all([
      t.kit.post(twenty({ card_number: s.card, offer_codes: [code] })),
      t.kit.post(twenty({ card_number: s.card, offer_codes: [code] })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a.json<ReceiptResult>(), b.json<ReceiptResult>()];
    const winners = answers.filter((r) => r.applied_offer?.code === code);
    const losers = answers.filter((r) => r.applied_offer === null);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]!.refused_offers).toEqual([{ code, reason: 'USED' }]);
    expect(losers[0]!.discount).toBe(0);
    expect((await usedOn(voucher)).used_receipt_id).toBe(winners[0]!.id);
    // Points: 17 for the one paying 17 DT, 20 for the other.
    expect(await t.kit.balance(s.id)).toBe(37);
  });
});

describe('coupons and presented codes', () => {
  it('a coupon applies only when presented', async () => {
    const s = await t.kit.shopper();
    const coupon = await t.kit.offer(s.id, 'coupon', { amount: 10, amount_type: 'percent' });
    const without = await t.kit.ok(twenty({ card_number: s.card }));
    expect(without).toMatchObject({ applied_offer: null, discount: 0, paid: 20_000 });
    expect((await usedOn(coupon)).used_at).toBeNull();
    const code = await t.kit.codeOf(coupon);
    const presented = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [code] }));
    expect(presented).toMatchObject({ applied_offer: { code, kind: 'coupon', discount: 2000 }, discount: 2000, paid: 18_000 });
  });

  it('the welcome coupon given at sign-up: 5 % when presented', async () => {
    const s = await t.kit.shopper();
    const welcome = await t.kit.welcomeOf(s.id);
    const res = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [welcome.code] }));
    expect(res.applied_offer).toEqual({ code: welcome.code, kind: 'coupon', discount: 1000 });
  });

  it('the welcome coupon on a second purchase → NOT_FIRST_PURCHASE, no discount, still unused', async () => {
    const s = await t.kit.shopper();
    const welcome = await t.kit.welcomeOf(s.id);
    const first = await t.kit.ok(twenty({ card_number: s.card }));
    expect(first.applied_offer).toBeNull();
    const second = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [welcome.code] }));
    expect(second).toMatchObject({ discount: 0, paid: 20_000, applied_offer: null });
    expect(second.refused_offers).toEqual([{ code: welcome.code, reason: 'NOT_FIRST_PURCHASE' }]);
    expect((await usedOn(Number(welcome.id))).used_at).toBeNull();
    // The first sale ended it (expired then), so the shopper's coupons no longer show it « Actif ».
    const ended = await t.kit.db
      .selectFrom('wallet_offers')
      .select('expires_at')
      .where('id', '=', Number(welcome.id))
      .executeTakeFirstOrThrow();
    expect(new Date(ended.expires_at).getTime()).toBeLessThanOrEqual(t.app.clock.now().getTime());
    // Another coupon presented after it still applies on that second purchase.
    const other = await t.kit.codeOf(await t.kit.offer(s.id, 'coupon', { amount: 1000 }));
    const third = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [welcome.code, other] }));
    expect(third.refused_offers).toEqual([{ code: welcome.code, reason: 'NOT_FIRST_PURCHASE' }]);
    expect(third.applied_offer).toMatchObject({ code: other, discount: 1000 });
  });

  it('two first purchases racing with the welcome coupon: one gets it, the other is refused', async () => {
    const s = await t.kit.shopper();
    const welcome = await t.kit.welcomeOf(s.id);
    const [a, b] = await Promise.all([
      t.kit.post(twenty({ card_number: s.card, offer_codes: [welcome.code] })),
      t.kit.post(twenty({ card_number: s.card, offer_codes: [welcome.code] })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a.json<ReceiptResult>(), b.json<ReceiptResult>()];
    const winners = answers.filter((r) => r.applied_offer?.code === welcome.code);
    const losers = answers.filter((r) => r.applied_offer === null);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    // The second sees the first sale (or, at worst, the coupon used): never both.
    expect(['NOT_FIRST_PURCHASE', 'USED']).toContain(losers[0]!.refused_offers[0]!.reason);
    expect(losers[0]!.discount).toBe(0);
    expect((await usedOn(Number(welcome.id))).used_receipt_id).toBe(winners[0]!.id);
  });

  it('shown from a phone without network (docs/wallet.md#offline-at-the-till): used once however often the till posts or another till presents it', async () => {
    for (const kind of ['coupon', 'voucher'] as const) {
      const s = await t.kit.shopper();
      const offerId = await t.kit.offer(s.id, kind, { amount: 2500 });
      const code = await t.kit.codeOf(offerId);
      // The till posts the receipt, loses the answer and posts it again: replayed, nothing used twice.
      const body = twenty({ card_number: s.card, offer_codes: [code] });
      const first = await t.kit.post(body);
      const retry = await t.kit.post(body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(first.json<ReceiptResult>()).toMatchObject({ applied_offer: { code, kind, discount: 2500 }, paid: 17_500 });
      // The phone still shows the offer (its copy is from before): another receipt presenting it is refused.
      const again = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [code] }));
      expect(again).toMatchObject({ applied_offer: null, discount: 0, paid: 20_000, refused_offers: [{ code, reason: 'USED' }] });
      expect(await usedOn(offerId)).toMatchObject({ used_receipt_id: first.json<ReceiptResult>().id, discount: 2500 });
      // 17 + 20 points: the offer's 2.5 DT earned nothing, and nothing was taken off twice.
      expect(await t.kit.balance(s.id)).toBe(37);
    }
  });

  it('a second valid code → NOT_COMBINABLE, and stays active', async () => {
    const s = await t.kit.shopper();
    const first = await t.kit.offer(s.id, 'coupon', { amount: 1000 });
    const second = await t.kit.offer(s.id, 'voucher', { amount: 4000 });
    const [c1, c2] = [await t.kit.codeOf(first), await t.kit.codeOf(second)];
    const res = await t.kit.ok(twenty({ card_number: s.card, offer_codes: [c1, c2] }));
    expect(res.applied_offer).toMatchObject({ code: c1, discount: 1000 });
    expect(res.refused_offers).toEqual([{ code: c2, reason: 'NOT_COMBINABLE' }]);
    expect((await usedOn(second)).used_at).toBeNull();
  });

  it('unknown, another shopper’s, expired, used and below the minimum: each refused with its reason; the first valid one applies', async () => {
    const s = await t.kit.shopper();
    const other = await t.kit.shopper();
    const now = t.app.clock.now().getTime();
    const theirs = await t.kit.codeOf(await t.kit.offer(other.id, 'coupon', { amount: 1000 }));
    const expired = await t.kit.codeOf(await t.kit.offer(s.id, 'coupon', { amount: 1000, expires_at: new Date(now) }));
    const usedOffer = await t.kit.offer(s.id, 'coupon', { amount: 1000 });
    const used = await t.kit.codeOf(usedOffer);
    await t.kit.ok(twenty({ card_number: s.card, offer_codes: [used] }));
    const minimum = await t.kit.codeOf(await t.kit.offer(s.id, 'coupon', { amount: 1000, min_purchase: 25_000 }));
    const good = await t.kit.codeOf(await t.kit.offer(s.id, 'coupon', { amount: 1500 }));
    const res = await t.kit.ok(twenty({ card_number: s.card, offer_codes: ['UNKNOWN123', theirs, expired, used, minimum, good] }));
    expect(res.refused_offers).toEqual([
      { code: 'UNKNOWN123', reason: 'UNKNOWN' },
      { code: theirs, reason: 'NOT_OWNER' },
      { code: expired, reason: 'EXPIRED' },
      { code: used, reason: 'USED' },
      { code: minimum, reason: 'MIN_PURCHASE' },
    ]);
    expect(res.applied_offer).toMatchObject({ code: good, discount: 1500 });
  });

  it('a receipt without a shopper: every code NOT_OWNER, no discount', async () => {
    const s = await t.kit.shopper();
    const code = await t.kit.codeOf(await t.kit.offer(s.id, 'voucher', { amount: 1000 }));
    const res = await t.kit.ok(twenty({ offer_codes: [code] }));
    expect(res).toMatchObject({ card_number: null, discount: 0, applied_offer: null, refused_offers: [{ code, reason: 'NOT_OWNER' }] });
  });

  it('a return uses no offer; the sale’s offer stays used', async () => {
    const s = await t.kit.shopper();
    const voucher = await t.kit.offer(s.id, 'voucher', { amount: 2000 });
    const sale = await t.kit.ok(twenty({ card_number: s.card }));
    expect(sale.applied_offer?.code).toBe(await t.kit.codeOf(voucher));
    const back = await t.kit.ok(
      t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: -4, unit_price: 5000 }], { return_of: sale.receipt_id }),
    );
    expect(back).toMatchObject({ discount: 0, applied_offer: null, total: -20_000, paid: -20_000 });
    expect((await usedOn(voucher)).used_receipt_id).toBe(sale.id);
  });
});
