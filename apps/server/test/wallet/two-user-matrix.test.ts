/**
 * Two shoppers, every /wallet route (docs/wallet.md#the-shoppers-wallet-api): B, signed in with
 * their own valid token, never reads or changes anything of A — A's ticket, offer and PDF, the
 * code of A's attached receipt, transfers and allocations to someone outside B's family. A's wallet
 * is snapshotted before and after and must be the same.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { addReceipt, makeFamily, removeReceipts, removeShoppers, walletSnapshot } from './ledger-fixtures.ts';

let app: FastifyInstance;
const made: number[] = [];
const loose: number[] = [];
let a: TestAccount;
let aPeer: TestAccount;
let b: TestAccount;
let ticketId: number;
let offerId: number;
let attachedCode: string;

beforeAll(async () => {
  app = await buildTestApp();
  a = await createUser(app, { name: 'Amira' });
  aPeer = await createUser(app, { name: 'Karim' });
  b = await createUser(app, { name: 'Bilel' });
  made.push(a.id, aPeer.id, b.id);
  await makeFamily(app, a.id, [aPeer.id]);
  ticketId = (await addReceipt(app, { userId: a.id, at: '2026-11-20T10:00', lines: [{ quantity: 1, unit_price: 900_000 }] })).id;
  const paper = await addReceipt(app, { userId: null, at: '2026-11-22T10:00', lines: [{ quantity: 1, unit_price: 30_000 }] });
  loose.push(paper.id);
  attachedCode = paper.attachCode;
  const attached = await app.inject({
    method: 'POST',
    url: '/api/v1/wallet/tickets/attach',
    headers: a.headers,
    payload: { code: attachedCode },
  });
  expect(attached.statusCode).toBe(200);
  const convert = await app.inject({
    method: 'POST',
    url: '/api/v1/wallet/points/convert',
    headers: a.headers,
    payload: { points: 500, request_id: 'a-convert-1' },
  });
  expect(convert.statusCode).toBe(200);
  offerId = convert.json().voucher.id;
  await app.inject({ method: 'PUT', url: '/api/v1/wallet/budget', headers: a.headers, payload: { amount: 400_000 } });
});
afterAll(async () => {
  await removeShoppers(app, made);
  await removeReceipts(app, loose);
  await app.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };

describe("B on every /wallet route never reaches A's wallet", () => {
  it('reads only B’s own (empty) wallet; A’s ids answer 404/403 like missing ones; A is unchanged', async () => {
    const before = await walletSnapshot(app, a.id);
    const reads: Call[] = [
      { method: 'GET', url: '/wallet/card' },
      { method: 'GET', url: '/wallet/points' },
      { method: 'GET', url: '/wallet/members' },
      { method: 'GET', url: '/wallet/offers' },
      { method: 'GET', url: '/wallet/offers?kind=voucher&status=active' },
      { method: 'GET', url: '/wallet/tickets' },
      { method: 'GET', url: '/wallet/transactions' },
      { method: 'GET', url: '/wallet/budget' },
      { method: 'GET', url: '/wallet/dashboard' },
      { method: 'GET', url: '/wallet/home' },
    ];
    for (const call of reads) {
      const res = await app.inject({ method: call.method, url: `/api/v1${call.url}`, headers: b.headers });
      expect(res.statusCode, call.url).toBe(200);
      const text = res.body;
      // Nothing of A: not A's ticket, offer, card or name.
      expect(text, call.url).not.toContain('Amira');
      expect(text, call.url).not.toContain(`"ticket_id":${ticketId}`);
      expect(text, call.url).not.toContain(`"id":${offerId}`);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/wallet/card', headers: b.headers })).json().points).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/v1/wallet/tickets', headers: b.headers })).json().total).toBe(0);

    const refused: [Call, number, string][] = [
      [{ method: 'GET', url: `/wallet/tickets/${ticketId}` }, 404, 'TICKET_NOT_FOUND'],
      [{ method: 'GET', url: `/wallet/tickets/${ticketId}/pdf` }, 404, 'TICKET_NOT_FOUND'],
      [{ method: 'GET', url: `/wallet/offers/${offerId}` }, 404, 'OFFER_NOT_FOUND'],
      [{ method: 'POST', url: '/wallet/tickets/attach', payload: { code: attachedCode } }, 404, 'TICKET_CODE_INVALID'],
      [
        { method: 'POST', url: '/wallet/points/transfer', payload: { to_user_id: a.id, points: 1, request_id: 'b-transfer-1' } },
        403,
        'NOT_FAMILY_MEMBER',
      ],
      [
        { method: 'POST', url: '/wallet/points/transfer', payload: { to_user_id: aPeer.id, points: 1, request_id: 'b-transfer-2' } },
        403,
        'NOT_FAMILY_MEMBER',
      ],
      [
        { method: 'POST', url: '/wallet/budget/allocations', payload: { to_user_id: a.id, amount: 1_000, request_id: 'b-alloc-1' } },
        403,
        'NOT_FAMILY_MEMBER',
      ],
      [{ method: 'POST', url: '/wallet/points/convert', payload: { points: 500, request_id: 'a-convert-1' } }, 422, 'POINTS_INSUFFICIENT'],
    ];
    for (const [call, status, code] of refused) {
      const res = await app.inject({
        method: call.method,
        url: `/api/v1${call.url}`,
        headers: b.headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, call.url).toBe(status);
      expect(res.json().code, call.url).toBe(code);
    }
    // B's own writes stay B's.
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/wallet/budget', headers: b.headers, payload: { amount: 1_000 } })).json().own,
    ).toBe(1_000);

    expect(await walletSnapshot(app, a.id)).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/v1/wallet/budget', headers: a.headers })).json().own).toBe(400_000);
  });
});
