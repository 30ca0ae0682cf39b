/**
 * Points and tiers from the receipts (docs/wallet.md#points-and-tiers): points on what was paid with
 * the running catalogue's bonus, a return taking them back but never below 0, the tier moving
 * exactly at its threshold, and the card with its welcome coupon made at sign-up.
 */
import { describe, expect, it } from 'vitest';
import { client, randomPhone, signInByPhone } from '../auth/support.ts';
import { receiptsKitPerFile } from './support.ts';

const t = receiptsKitPerFile();

describe('points', () => {
  it('the running catalogue’s products earn the bonus; their lines are marked', async () => {
    expect(t.kit.catalogueSkus.length).toBeGreaterThan(0);
    const s = await t.kit.shopper();
    const res = await t.kit.ok(
      t.kit.receipt(
        [
          { sku: t.kit.catalogueSkus[0]!, quantity: 2, unit_price: 5000 },
          { sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 10_500 },
        ],
        { card_number: s.card },
      ),
    );
    // 20.5 DT paid → 20 points, and 10 DT on the catalogue → 10 more.
    expect(res).toMatchObject({ points_earned: 30, points_balance: 30 });
    const lines = await t.kit.db
      .selectFrom('receipt_lines')
      .select(['sku', 'catalogue_bonus'])
      .where('receipt_id', '=', res.id)
      .orderBy('line_no')
      .execute();
    expect(lines.map((l) => l.catalogue_bonus)).toEqual([true, false]);
    const [row] = await t.kit.receiptRows(res.receipt_id);
    expect(row).toMatchObject({ bonus_base: 10_000, points_earned: 30 });
    expect(await t.kit.entriesOf(s.id)).toEqual([expect.objectContaining({ kind: 'earned', points: 30, receipt_id: res.id })]);
  });

  it('a return reverses the points of what it gives back', async () => {
    const s = await t.kit.shopper();
    const sale = await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 3, unit_price: 10_000 }], { card_number: s.card }));
    expect(sale.points_earned).toBe(30);
    const back = await t.kit.ok(
      t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: -1, unit_price: 10_000 }], { return_of: sale.receipt_id }),
    );
    expect(back).toMatchObject({ card_number: s.card, total: -10_000, points_earned: -10, points_balance: 20 });
    expect((await t.kit.entriesOf(s.id)).map((e) => [e.kind, e.points])).toEqual([
      ['earned', 30],
      ['reversed', -10],
    ]);
    const [row] = await t.kit.receiptRows(back.receipt_id);
    expect(row).toMatchObject({ kind: 'return', return_of: sale.id, points_earned: -10, user_id: s.id });
  });

  it('a return never takes the balance below 0', async () => {
    const s = await t.kit.shopper();
    const sale = await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[1]!, quantity: 5, unit_price: 10_000 }], { card_number: s.card }));
    expect(sale.points_earned).toBe(50);
    // The shopper spent 45 of them meanwhile.
    await t.app.services.ledger.addPoints(t.kit.db, { user_id: s.id, kind: 'spent', points: -45, at: t.app.clock.now() });
    const back = await t.kit.ok(
      t.kit.receipt([{ sku: t.kit.plainSkus[1]!, quantity: -5, unit_price: 10_000 }], { return_of: sale.receipt_id }),
    );
    expect(back).toMatchObject({ points_earned: -5, points_balance: 0 });
    expect(await t.kit.balance(s.id)).toBe(0);
  });

  it('a return gives back no more than the sale had, earlier returns deducted; its sale must exist', async () => {
    const sale = await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: 2, unit_price: 3000 }]));
    const tooMany = await t.kit.post(
      t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: -3, unit_price: 3000 }], { return_of: sale.receipt_id }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'RECEIPT_INVALID', line: 0, field: 'quantity', expected: -2 });
    await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: -1, unit_price: 3000 }], { return_of: sale.receipt_id }));
    const second = await t.kit.post(
      t.kit.receipt(
        [
          { sku: t.kit.plainSkus[2]!, quantity: -1, unit_price: 3000 },
          { sku: t.kit.plainSkus[2]!, quantity: -1, unit_price: 3000 },
        ],
        { return_of: sale.receipt_id },
      ),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ line: 1, field: 'quantity' });
    const otherSku = await t.kit.post(
      t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: -1, unit_price: 3000 }], { return_of: sale.receipt_id }),
    );
    expect(otherSku.json()).toMatchObject({ line: 0, field: 'quantity', expected: 0 });
    const noSale = await t.kit.post(
      t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: -1, unit_price: 3000 }], { return_of: 'NO-SUCH-SALE' }),
    );
    expect(noSale.statusCode).toBe(422);
    expect(noSale.json()).toMatchObject({ line: null, field: 'return_of' });
    const otherStore = await t.kit.post(
      t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: -1, unit_price: 3000 }], { return_of: sale.receipt_id, store: t.kit.storeB }),
    );
    expect(otherStore.json()).toMatchObject({ field: 'return_of' });
  });
});

describe('tiers', () => {
  it('the tier changes exactly at its threshold', async () => {
    const rules = t.app.services.ledger.rules;
    const [first, second] = [rules.tiers[0]!, rules.tiers[1]!];
    const s = await t.kit.shopper();
    const tier = async () => (await t.app.services.ledger.tierOf(t.kit.db, s.id)).tier.key;
    await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: second.minSpend - 1 }], { card_number: s.card }));
    expect(await tier()).toBe(first.key);
    expect((await t.app.services.ledger.tierOf(t.kit.db, s.id)).missing).toBe(1);
    await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1 }], { card_number: s.card }));
    expect(await tier()).toBe(second.key);
  });
});

describe('sign-up', () => {
  it('a new shopper signed up through the code gets a card and a welcome coupon, usable at once', async () => {
    const session = await signInByPhone(t.app, client(t.app), randomPhone());
    expect(session.is_new).toBe(true);
    t.kit.track(session.user.ID);
    const card = await t.kit.db.selectFrom('loyalty_cards').selectAll().where('user_id', '=', session.user.ID).executeTakeFirstOrThrow();
    expect(card.card_number).toMatch(/^29\d{11}$/);
    const welcome = await t.kit.welcomeOf(session.user.ID);
    expect(welcome).toMatchObject({ kind: 'coupon', amount_type: 'percent', used_at: null });
    expect(await t.kit.balance(session.user.ID)).toBe(0);
    const res = await t.kit.ok(
      t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 10_000 }], {
        card_number: card.card_number,
        offer_codes: [welcome.code],
      }),
    );
    expect(res).toMatchObject({ card_number: card.card_number, applied_offer: { code: welcome.code }, points_earned: 9 });
  });
});
