/**
 * POST /integrations/receipts (docs/wallet.md#receipts): the key's scope and store binding, the
 * receipt counted once however often it is posted, the sums checked before any write, and the
 * shopper found by card or phone — or none, never blocking the till.
 */
import type { ReceiptRejected, ReceiptResult } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { receiptsKitPerFile } from './support.ts';

const t = receiptsKitPerFile();

const count = async (table: 'receipts' | 'receipt_lines' | 'points_ledger') =>
  Number(
    (
      await t.kit.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the key', () => {
  it('without receipts:write → 403 API_KEY_SCOPE_MISSING; no key → 401', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 }]);
    const res = await t.kit.post(body, await t.kit.keyOf(['stock:write']));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_SCOPE_MISSING');
    expect((await t.kit.post(body, {})).statusCode).toBe(401);
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(0);
  });

  it('bound to another store → 403 API_KEY_STORE_FORBIDDEN; bound to the receipt’s store → 200', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 }]);
    const other = await t.kit.post(body, await t.kit.keyOf(['receipts:write'], [t.kit.storeB]));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('API_KEY_STORE_FORBIDDEN');
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(0);
    const own = await t.kit.post(body, await t.kit.keyOf(['receipts:write'], [t.kit.storeA]));
    expect(own.statusCode).toBe(200);
  });

  it('an unknown store → 404 STORE_NOT_FOUND', async () => {
    const res = await t.kit.post(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 }], { store: 'ZZ9999' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('STORE_NOT_FOUND');
  });
});

describe('idempotent by (store, receipt_id)', () => {
  it('posted twice: the same answer, one row, points once; Idempotent-Replayed on the second', async () => {
    const s = await t.kit.shopper();
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 3, unit_price: 4500, discount: 500 }], { card_number: s.card });
    const first = await t.kit.post(body);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await t.kit.post({
      ...body,
      lines: body.lines.map((l) => ({ total: l.total, discount: l.discount, unit_price: l.unit_price, quantity: l.quantity, sku: l.sku })),
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json<ReceiptResult>()).toMatchObject({
      card_number: s.card,
      total: 13_000,
      paid: 13_000,
      points_earned: 13,
      points_balance: 13,
    });
    expect(first.json<ReceiptResult>().attach_code).toMatch(/^\d{12}$/);
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(1);
    expect(await t.kit.balance(s.id)).toBe(13);
    expect(await t.kit.entriesOf(s.id)).toHaveLength(1);
  });

  it('from more than 10 minutes ahead of the server’s clock → 422 RECEIPT_INVALID on purchased_at, nothing written; 10 minutes ahead is fine', async () => {
    const now = t.app.clock.now().getTime();
    const ahead = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 }], {
      purchased_at: new Date(now + 11 * 60_000).toISOString(),
    });
    const res = await t.kit.post(ahead);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RECEIPT_INVALID', field: 'purchased_at', line: null });
    const rows = await t.app.database.db.selectFrom('receipts').select('id').where('till_receipt_id', '=', ahead.receipt_id).execute();
    expect(rows).toEqual([]);
    const skewed = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 }], {
      purchased_at: new Date(now + 10 * 60_000).toISOString(),
    });
    expect((await t.kit.post(skewed)).statusCode).toBe(200);
  });

  it('the same receipt_id with another body → 409 RECEIPT_CONFLICT, nothing changed', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 2000 }]);
    await t.kit.ok(body);
    const other = await t.kit.post({ ...body, payment: 'cash' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('RECEIPT_CONFLICT');
    const rows = await t.kit.receiptRows(body.receipt_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payment).toBe('card');
  });

  it('the same receipt posted twice at once: one row, both answers alike', async () => {
    const s = await t.kit.shopper();
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[1]!, quantity: 2, unit_price: 5000 }], { card_number: s.card });
    const [a, b] = await Promise.all([t.kit.post(body), t.kit.post(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(1);
    expect(await t.kit.balance(s.id)).toBe(10);
  });
});

describe('the sums, before any write', () => {
  it('the first line that does not add up is named, with its expected total; nothing written', async () => {
    const s = await t.kit.shopper();
    const body = t.kit.receipt(
      [
        { sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 },
        { sku: t.kit.plainSkus[1]!, quantity: 2, unit_price: 1500, discount: 100 },
        { sku: t.kit.plainSkus[2]!, quantity: 1, unit_price: 700 },
      ],
      { card_number: s.card },
    );
    body.lines[1]!.total = 3000; // 2 × 1500 − 100 = 2900
    body.lines[2]!.total = 800;
    body.total = 1000 + 3000 + 800;
    const before = await Promise.all([count('receipts'), count('receipt_lines'), count('points_ledger')]);
    const res = await t.kit.post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ code: 'RECEIPT_INVALID', line: 1, field: 'total', expected: 2900 });
    expect(await Promise.all([count('receipts'), count('receipt_lines'), count('points_ledger')])).toEqual(before);
  });

  it('lines that do not add up to the total → line null, the expected sum', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 2, unit_price: 1000 }]);
    body.total = 2500;
    const res = await t.kit.post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ line: null, field: 'total', expected: 2000 });
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(0);
  });

  it('an unknown sku → 422 naming its line, field sku', async () => {
    const body = t.kit.receipt([
      { sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 },
      { sku: 'NOPE-999999', quantity: 1, unit_price: 1000 },
    ]);
    const res = await t.kit.post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ code: 'RECEIPT_INVALID', line: 1, field: 'sku' });
    expect(await t.kit.receiptRows(body.receipt_id)).toHaveLength(0);
  });

  it('a negative discount that adds up (a line above its shelf price, more points) → 422 on its line, field discount; nothing written', async () => {
    const s = await t.kit.shopper();
    // 1 × 1000 − (−50 000) = 51 000: the sums hold, the discount is what lies.
    const body = t.kit.receipt(
      [
        { sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 },
        { sku: t.kit.plainSkus[1]!, quantity: 1, unit_price: 1000, discount: -50_000 },
      ],
      { card_number: s.card },
    );
    expect(body.lines[1]!.total).toBe(51_000);
    const before = await Promise.all([count('receipts'), count('receipt_lines'), count('points_ledger')]);
    const res = await t.kit.post(body);
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ code: 'RECEIPT_INVALID', line: 1, field: 'discount', expected: null });
    expect(await Promise.all([count('receipts'), count('receipt_lines'), count('points_ledger')])).toEqual(before);
    expect(await t.kit.balance(s.id)).toBe(0);
  });

  it('a return whose discount adds to the refund (above 0) → 422 field discount; its sale untouched', async () => {
    const s = await t.kit.shopper();
    const sale = await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 2, unit_price: 5000 }], { card_number: s.card }));
    const points = await t.kit.balance(s.id);
    const res = await t.kit.post(
      t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: -1, unit_price: 5000, discount: 1000 }], { return_of: sale.receipt_id }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ line: 0, field: 'discount' });
    expect(await t.kit.balance(s.id)).toBe(points);
  });

  it('a sale with a negative quantity → 422 field quantity', async () => {
    const res = await t.kit.post(
      t.kit.receipt([
        { sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 1000 },
        { sku: t.kit.plainSkus[1]!, quantity: -1, unit_price: 500 },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<ReceiptRejected>()).toMatchObject({ line: 1, field: 'quantity' });
  });
});

describe('the shopper', () => {
  it('an unknown card: recorded without a shopper, card_number null, an attach code', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 9000 }], { card_number: '2999999999994' });
    const res = await t.kit.ok(body);
    expect(res).toMatchObject({ card_number: null, points_earned: 0, points_balance: null });
    expect(res.attach_code).toMatch(/^\d{12}$/);
    const [row] = await t.kit.receiptRows(body.receipt_id);
    expect(row!.user_id).toBeNull();
    expect(row!.attach_code).toBe(res.attach_code);
  });

  it('by phone: the account with that phone, its card', async () => {
    const s = await t.kit.shopper();
    const res = await t.kit.ok(t.kit.receipt([{ sku: t.kit.plainSkus[0]!, quantity: 1, unit_price: 4200 }], { phone: s.phone }));
    expect(res).toMatchObject({ card_number: s.card, points_earned: 4, points_balance: 4 });
  });

  it('the lines keep the product’s name and the sums', async () => {
    const body = t.kit.receipt([{ sku: t.kit.plainSkus[2]!, quantity: 2, unit_price: 1250, discount: 250 }]);
    const res = await t.kit.ok(body);
    const lines = await t.kit.db.selectFrom('receipt_lines').selectAll().where('receipt_id', '=', res.id).execute();
    const product = await t.kit.db.selectFrom('products').select('name').where('sku', '=', t.kit.plainSkus[2]!).executeTakeFirstOrThrow();
    expect(lines).toEqual([
      expect.objectContaining({
        line_no: 0,
        sku: t.kit.plainSkus[2],
        name: product.name,
        quantity: 2,
        unit_price: 1250,
        discount: 250,
        total: 2250,
        catalogue_bonus: false,
      }),
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the route with the apiKey scheme, its summary and the request example', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown; summary?: string; description?: string }>>;
      components: { schemas: Record<string, { examples?: unknown[] }> };
    };
    const op = doc.paths['/api/v1/integrations/receipts']!.post!;
    expect(op.security).toEqual([{ apiKey: [] }, { apiKeyHeader: [] }]);
    expect(op.summary).toContain('receipts:write');
    expect(op.description).toContain('RECEIPT_CONFLICT');
    const request = Object.entries(doc.components.schemas).find(([name]) => name.startsWith('ReceiptRequest'));
    expect(request?.[1].examples?.length).toBeGreaterThan(0);
  });
});
