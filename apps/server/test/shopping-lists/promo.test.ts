/**
 * 'Promo déduite' of a finished list (docs/shopping-lists.md#score-and-promo-deduite): from the matched
 * receipt (a sale of the owner or a member, between the first tick − 2 h and finished_at + 6 h, sharing
 * at least half of the list's skus) when there is one, else from the prices recorded on the ticks.
 */
import { parseTunisDateTime } from '@qadhya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { promoDeducted, type PromoList } from '../../src/modules/shopping-lists/list-promo.ts';
import { createShoppingListsRepository } from '../../src/modules/shopping-lists/shopping-lists.repository.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { addReceipt, walletApp } from '../wallet/ledger-fixtures.ts';

const file = walletApp('Promo');
const user = (name: string) => file.user(name);

/** The lists' repository, whose matchedReceipt promoDeducted reads. */
const repo = () => createShoppingListsRepository(file.app.database.db);
const at = (tunis: string) => parseTunisDateTime(tunis)!;
/** Skus of this run only: no other test's receipt line can share them. */
const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
const SKUS = ['A', 'B', 'C', 'D'].map((s) => `PL${tag}${s}`);
const TICKS = [
  { price: 1_800, regular_price: 2_000, quantity: 2 }, // 400
  { price: 5_000, regular_price: 5_000, quantity: 1 }, // 0
  { price: null, regular_price: null, quantity: 3 }, // a tick the server saw with no price: 0
  { price: 900, regular_price: 750, quantity: 1 }, // dearer than usual: never below 0
  { price: 2_500, regular_price: 3_000, quantity: 1 }, // 500
];

describe('promoDeducted', () => {
  let owner: TestAccount;
  let member: TestAccount;
  let stranger: TestAccount;
  const listOf = (over: Partial<PromoList> = {}): PromoList => ({
    id: 1,
    owner_id: owner.id,
    member_ids: [member.id],
    finished_at: at('2026-11-20T12:00'),
    skus: SKUS,
    first_tick_at: at('2026-11-20T11:00').getTime(),
    live_ticks: TICKS,
    ...over,
  });
  beforeAll(async () => {
    owner = await user('Amel');
    member = await user('Sami');
    stranger = await user('Nour');
  });

  it('is null while the list is not finished', async () => {
    expect(await promoDeducted(repo(), file.app.database.db, listOf({ finished_at: null }))).toBeNull();
  });

  it('falls back to the ticks when no receipt matches: Σ quantity × (regular − price), never below 0 a tick', async () => {
    expect(await promoDeducted(repo(), file.app.database.db, listOf())).toEqual({ amount: 900, source: 'ticks' });
    expect(await promoDeducted(repo(), file.app.database.db, listOf({ live_ticks: [] }))).toEqual({ amount: 0, source: 'ticks' });
  });

  it("ignores a stranger's receipt, a return, one outside the window and one sharing less than half", async () => {
    const lines = SKUS.map((sku) => ({ sku, quantity: 1, unit_price: 3_000, discount: 100 }));
    await addReceipt(file.app, { userId: stranger.id, at: '2026-11-20T12:30', lines });
    await addReceipt(file.app, { userId: owner.id, at: '2026-11-20T08:55', lines }); // before first tick − 2 h
    await addReceipt(file.app, { userId: owner.id, at: '2026-11-20T18:05', lines }); // after finished + 6 h
    await addReceipt(file.app, {
      userId: owner.id,
      at: '2026-11-20T12:10',
      lines: [
        { sku: SKUS[0], quantity: 1, unit_price: 3_000, discount: 700 },
        { sku: 'OTHER', quantity: 1, unit_price: 100 },
      ],
    });
    await addReceipt(file.app, {
      userId: owner.id,
      at: '2026-11-20T12:20',
      kind: 'return',
      lines: SKUS.map((sku) => ({ sku, quantity: -1, unit_price: 3_000 })),
    });
    expect(await promoDeducted(repo(), file.app.database.db, listOf())).toEqual({ amount: 900, source: 'ticks' });
  });

  it("takes the matched receipt of a member: Σ discount of its lines on the list's skus", async () => {
    const r = await addReceipt(file.app, {
      userId: member.id,
      at: '2026-11-20T09:30',
      lines: [
        { sku: SKUS[0], quantity: 2, unit_price: 2_000, discount: 300 },
        { sku: SKUS[1], quantity: 1, unit_price: 5_000, discount: 250 },
        { sku: 'NOT-ON-LIST', quantity: 1, unit_price: 9_000, discount: 1_000 },
      ],
    });
    expect(await promoDeducted(repo(), file.app.database.db, listOf())).toEqual({ amount: 550, source: 'receipt', receipt_id: r.id });
    // With no first tick recorded, the window opens 2 h before finished_at: 09:30 is outside it.
    expect(await promoDeducted(repo(), file.app.database.db, listOf({ first_tick_at: null }))).toEqual({ amount: 900, source: 'ticks' });
  });

  it('prefers the receipt sharing the most skus', async () => {
    const best = await addReceipt(file.app, {
      userId: owner.id,
      at: '2026-11-20T17:45',
      lines: [
        { sku: SKUS[0], quantity: 1, unit_price: 2_000, discount: 10 },
        { sku: SKUS[1], quantity: 1, unit_price: 2_000, discount: 20 },
        { sku: SKUS[2], quantity: 1, unit_price: 2_000, discount: 30 },
      ],
    });
    expect(await promoDeducted(repo(), file.app.database.db, listOf())).toEqual({ amount: 60, source: 'receipt', receipt_id: best.id });
  });

  it('never matches a receipt for a list with no product', async () => {
    expect(
      await promoDeducted(
        repo(),
        file.app.database.db,
        listOf({ skus: [], live_ticks: [{ price: 1_000, regular_price: 1_200, quantity: 1 }] }),
      ),
    ).toEqual({ amount: 200, source: 'ticks' });
  });
});
