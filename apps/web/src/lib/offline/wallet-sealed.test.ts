import 'fake-indexeddb/auto';
import type { OfferPage, TicketDetail, TicketPage, WalletOffer } from '@qadhya/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { closeOfflineDbs, offlineDbs } from './db.ts';
import { flushOfflineSaves, withOfflineFallback } from './fallback.ts';
import { sealGet, sealPut } from './sealed.ts';
import { walletCardIO, walletPointsIO } from './wallet.ts';
import { WalletDB, closeWalletDb, walletDb } from './wallet-db.ts';
import { forgetWalletOnDevice } from './wallet-forget.ts';
import { ticketsMissingOnDevice, walletOffersIO, walletTicketIO, walletTicketsIO } from './wallet-sealed.ts';

/** The wallet's copies for the till, sealed per account (docs/wallet.md#offline-at-the-till). */

const CODE = 'CKX7M2PQ9RTW';
const offer = (id: number, code: string, expires = '2099-01-01T00:00:00.000Z'): WalletOffer => ({
  id,
  kind: 'coupon',
  source: 'staff',
  code,
  amount_type: 'amount',
  amount: 10_000,
  min_purchase: 0,
  cap: null,
  label: 'Coupon fidélité',
  description: '10 DT sur vos courses',
  issued_at: '2026-11-20T10:00:00.000Z',
  expires_at: expires,
  status: 'active',
  used_at: null,
  used_ticket_id: null,
  discount: null,
});
const offers = (...items: WalletOffer[]): OfferPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  hasMore: false,
  counts: { active: items.length, used: 2, expired: 1 },
});
const summary = (id: number) => ({
  id,
  store: 'Ariana',
  magasin_code: 'TN0001',
  purchased_at: '2026-11-24T09:00:00.000Z',
  kind: 'sale' as const,
  items: 1,
  paid: 1000,
  points_earned: 1,
});
const tickets = (ids: number[]): TicketPage => ({ items: ids.map(summary), page: 1, pageSize: 20, total: ids.length, hasMore: false });
const detail = (id: number): TicketDetail =>
  ({ ...summary(id), receipt_id: `R-${id}`, store_address: 'Rue', card_number: '2900000000017', lines: [] }) as unknown as TicketDetail;

const networkDown = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch', 'GET', '/x'));
const ok =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

/** Signed in as `id` (the session in local storage, as the app keeps it). */
function signIn(id: number | null) {
  const store = new Map<string, string>();
  if (id !== null) {
    store.set('token', 'tok');
    store.set('current_user', JSON.stringify({ ID: id }));
  }
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
}

/** Every byte the wallet database holds, as text (what someone reading the disk would find). */
async function walletBytes(): Promise<string> {
  const rows = await walletDb().sealed.toArray();
  const decoder = new TextDecoder('latin1');
  return rows.map((r) => `${r.user} ${r.slot} ${decoder.decode(r.iv)} ${decoder.decode(r.data)}`).join('\n');
}

beforeEach(() => signIn(7));

afterEach(async () => {
  await flushOfflineSaves();
  await Promise.all([offlineDbs().products.delete(), walletDb().delete()]);
  closeOfflineDbs();
  closeWalletDb();
  vi.unstubAllGlobals();
});

describe('sealed wallet copies', () => {
  it('live in walletDB version 1: keys by account, sealed rows by account and slot', async () => {
    const wallet = walletDb();
    await wallet.open();
    expect(wallet).toBeInstanceOf(WalletDB);
    expect([wallet.name, wallet.verno]).toEqual(['walletDB', 1]);
    expect(wallet.keys.schema.primKey.keyPath).toBe('user');
    expect(wallet.sealed.schema.primKey.keyPath).toEqual(['user', 'slot']);
  });

  it('round trip: what is sealed opens again, with a key that cannot be exported', async () => {
    const wallet = walletDb();
    await sealPut('7', 'coupons', offers(offer(1, CODE)));
    expect(await sealGet('7', 'coupons')).toEqual(offers(offer(1, CODE)));
    const { key } = (await wallet.keys.get('7'))!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('stores the ciphertext and its iv only: no code, label or receipt in the row', async () => {
    await withOfflineFallback('wallet-coupons:7', ok(offers(offer(1, CODE))), walletOffersIO('7', 'coupon'));
    await withOfflineFallback('wallet-tickets:7', ok(tickets([5])), walletTicketsIO('7'));
    await withOfflineFallback('wallet-ticket:7:5', ok(detail(5)), walletTicketIO('7', 5));
    await flushOfflineSaves();
    const rows = await walletDb().sealed.toArray();
    expect(rows.map((r) => r.slot).sort()).toEqual(['coupons', 'ticket:5', 'tickets']);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['data', 'iv', 'slot', 'user']);
    const bytes = await walletBytes();
    for (const plain of [CODE, 'Coupon fidélité', 'Ariana', 'R-5', '2900000000017']) expect(bytes).not.toContain(plain);
  });

  it('gives the saved offers back offline, marked, without one that has expired since', async () => {
    const page = offers(offer(1, CODE), offer(2, 'CEXPIRED0001', '2020-01-01T00:00:00.000Z'));
    await withOfflineFallback('wallet-coupons:7', ok(page), walletOffersIO('7', 'coupon'));
    const back = await withOfflineFallback('wallet-coupons:7', networkDown, walletOffersIO('7', 'coupon'));
    expect(back).toMatchObject({ offline: true, hasMore: false, counts: { active: 1, used: 2, expired: 2 } });
    expect(back.items.map((o) => o.code)).toEqual([CODE]);
    expect(Date.parse(back.savedAt!)).not.toBeNaN();
  });

  it('another account reads nothing: its own key does not open the row, moved or not', async () => {
    const wallet = walletDb();
    await sealPut('7', 'coupons', offers(offer(1, CODE)));
    expect(await sealGet('8', 'coupons')).toBeUndefined();
    const row = (await wallet.sealed.get(['7', 'coupons']))!;
    await sealPut('8', 'vouchers', offers());
    await wallet.sealed.put({ ...row, user: '8' });
    expect(await sealGet('8', 'coupons')).toBeUndefined();
    // Bound to its slot too: the same account's row under another slot does not open.
    await wallet.sealed.put({ ...row, slot: 'vouchers' });
    expect(await sealGet('7', 'vouchers')).toBeUndefined();
  });

  it('stores nothing without WebCrypto (a page outside a secure context)', async () => {
    vi.stubGlobal('crypto', {});
    await withOfflineFallback('wallet-coupons:7', ok(offers(offer(1, CODE))), walletOffersIO('7', 'coupon'));
    await flushOfflineSaves();
    expect(await walletDb().sealed.count()).toBe(0);
    await expect(withOfflineFallback('wallet-coupons:7', networkDown, walletOffersIO('7', 'coupon'))).rejects.toMatchObject({
      status: 0,
    });
  });

  it('keeps nothing that arrives after its account signed out', async () => {
    await withOfflineFallback('wallet-coupons:7', ok(offers(offer(1, CODE))), walletOffersIO('7', 'coupon'));
    signIn(null);
    await flushOfflineSaves();
    expect(await walletDb().sealed.count()).toBe(0);
  });

  it('keeps the 10 newest tickets and only their details', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 100 - i);
    await withOfflineFallback('wallet-ticket:7:91', ok(detail(91)), walletTicketIO('7', 91));
    await withOfflineFallback('wallet-ticket:7:100', ok(detail(100)), walletTicketIO('7', 100));
    await flushOfflineSaves();
    await withOfflineFallback('wallet-tickets:7', ok(tickets(ids)), walletTicketsIO('7'));
    await flushOfflineSaves();
    // 91 is the 10th: kept; 89, the 12th, is not kept when opened now.
    await withOfflineFallback('wallet-ticket:7:89', ok(detail(89)), walletTicketIO('7', 89));
    await flushOfflineSaves();
    const back = await withOfflineFallback('wallet-tickets:7', networkDown, walletTicketsIO('7'));
    expect(back.items.map((t) => t.id)).toEqual(ids.slice(0, 10));
    expect(await withOfflineFallback('wallet-ticket:7:100', networkDown, walletTicketIO('7', 100))).toMatchObject({
      receipt_id: 'R-100',
      offline: true,
    });
    expect(await ticketsMissingOnDevice('7', ids)).toEqual(ids.slice(1, 9));
    await expect(withOfflineFallback('wallet-ticket:7:89', networkDown, walletTicketIO('7', 89))).rejects.toMatchObject({ status: 0 });
  });

  it('sign-out deletes the account’s copies, its key, its card and their sync times; another account’s stay', async () => {
    await withOfflineFallback('wallet-coupons:7', ok(offers(offer(1, CODE))), walletOffersIO('7', 'coupon'));
    await withOfflineFallback('wallet-card:7', ok({ card_number: '2900000000017' } as never), walletCardIO('7'));
    await flushOfflineSaves();
    signIn(8);
    await withOfflineFallback('wallet-coupons:8', ok(offers(offer(3, 'COTHER000003'))), walletOffersIO('8', 'coupon'));
    await flushOfflineSaves();
    await forgetWalletOnDevice('7');
    const [wallet, { products }] = [walletDb(), offlineDbs()];
    expect(await wallet.sealed.toArray()).toMatchObject([{ user: '8', slot: 'coupons' }]);
    expect((await wallet.keys.toArray()).map((k) => k.user)).toEqual(['8']);
    const keys = await products.meta.toCollection().primaryKeys();
    expect(keys.filter((k) => k.includes(':7'))).toEqual([]);
    expect(keys).toContain('sync:wallet-coupons:8');
  });

  it('keeps the loyalty card and its points sealed, never in clear; a copy in clear from before is read, then replaced', async () => {
    const CARD = '2900000000017';
    const dbs = offlineDbs();
    // A copy saved in clear before the card was sealed: still shown at the till.
    await dbs.products.meta.put({ key: 'wallet:card:7', value: { card_number: CARD, points: 3 } });
    expect(await withOfflineFallback('wallet-card:7', networkDown, walletCardIO('7'))).toMatchObject({ card_number: CARD, points: 3 });
    await withOfflineFallback('wallet-card:7', ok({ card_number: CARD, points: 120 } as never), walletCardIO('7'));
    await withOfflineFallback(
      'wallet-points:7',
      ok({ items: [], page: 1, pageSize: 20, total: 0, hasMore: false } as never),
      walletPointsIO('7'),
    );
    await flushOfflineSaves();
    expect(await dbs.products.meta.get('wallet:card:7')).toBeUndefined();
    expect(await dbs.products.meta.get('wallet:points:7')).toBeUndefined();
    expect((await walletDb().sealed.toArray()).map((r) => r.slot).sort()).toEqual(['card', 'points']);
    expect(await walletBytes()).not.toContain(CARD);
    expect(await withOfflineFallback('wallet-card:7', networkDown, walletCardIO('7'))).toMatchObject({ card_number: CARD, points: 120 });
    // Another account on the phone finds no card; an answer after sign-out is not kept.
    signIn(8);
    await expect(withOfflineFallback('wallet-card:8', networkDown, walletCardIO('8'))).rejects.toMatchObject({ status: 0 });
    await withOfflineFallback('wallet-card:7', ok({ card_number: CARD, points: 999 } as never), walletCardIO('7'));
    await flushOfflineSaves();
    expect(await sealGet(String(7), 'card')).toMatchObject({ points: 120 });
  });

  it('keeps the card in clear only where WebCrypto is missing (a page not in a secure context)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    await withOfflineFallback('wallet-card:7', ok({ card_number: '2900000000017', points: 5 } as never), walletCardIO('7'));
    await flushOfflineSaves();
    expect(await offlineDbs().products.meta.get('wallet:card:7')).toMatchObject({ value: { points: 5 } });
    expect(await withOfflineFallback('wallet-card:7', networkDown, walletCardIO('7'))).toMatchObject({ points: 5 });
  });
});
