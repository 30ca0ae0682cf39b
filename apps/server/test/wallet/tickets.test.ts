/**
 * The shopper's tickets (docs/wallet.md#tickets): the list newest first and its inclusive Tunis
 * days, a ticket with its lines and offer, its PDF, adding a paper receipt once within 30 days.
 */
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';
import { addReceipt, walletApp, type MadeReceipt } from './ledger-fixtures.ts';
import { pdfText } from './pdf-text.ts';

const file = walletApp('Test');
const { user, loose } = file;

const get = (who: TestAccount, url: string) => file.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
const attach = (who: TestAccount, code: string) =>
  file.app.inject({ method: 'POST', url: '/api/v1/wallet/tickets/attach', headers: who.headers, payload: { code } });

describe('GET /wallet/tickets', () => {
  let amira: TestAccount;
  let r: MadeReceipt[];
  beforeAll(async () => {
    amira = await user('Amira');
    r = [
      // Just after midnight in Tunis on the 1st (still the 31st in UTC).
      await addReceipt(file.app, { userId: amira.id, at: '2026-11-01T00:30', lines: [{ quantity: 2, unit_price: 5_000 }] }),
      await addReceipt(file.app, {
        userId: amira.id,
        at: '2026-11-10T12:00',
        lines: [
          { quantity: 1, unit_price: 20_000, catalogue_bonus: true, name: 'Huile Zouitina 1L' },
          { quantity: 3, unit_price: 1_500, discount: 500 },
        ],
        discount: 2_000,
        payment: 'Espèces',
      }),
      await addReceipt(file.app, { userId: amira.id, at: '2026-11-10T23:59', lines: [{ quantity: 1, unit_price: 7_000 }] }),
    ];
  });

  it('lists newest first with units and points', async () => {
    const page = (await get(amira, '/wallet/tickets')).json();
    expect(page.total).toBe(3);
    expect(page.items.map((t: { id: number }) => t.id)).toEqual([r[2]!.id, r[1]!.id, r[0]!.id]);
    expect(page.items[1]).toMatchObject({ kind: 'sale', items: 4, paid: r[1]!.paid, points_earned: r[1]!.points, store: r[1]!.storeName });
  });

  it('from and to are inclusive Tunis days', async () => {
    const day = (await get(amira, '/wallet/tickets?from=2026-11-10&to=2026-11-10')).json();
    expect(day.items.map((t: { id: number }) => t.id)).toEqual([r[2]!.id, r[1]!.id]);
    const first = (await get(amira, '/wallet/tickets?from=2026-11-01&to=2026-11-01')).json();
    expect(first.items.map((t: { id: number }) => t.id)).toEqual([r[0]!.id]);
    expect((await get(amira, '/wallet/tickets?to=2026-10-31')).json().total).toBe(0);
  });

  it('answers a ticket with its lines, and its PDF', async () => {
    const res = await get(amira, `/wallet/tickets/${r[1]!.id}`);
    expect(res.statusCode).toBe(200);
    const t = res.json();
    expect(t).toMatchObject({ total: 24_000, discount: 2_000, paid: 22_000, payment: 'Espèces', offer: null, return_of: null });
    expect(t.card_number).toBeNull();
    expect(t.lines).toEqual([
      { sku: 'SKU1', name: 'Huile Zouitina 1L', quantity: 1, unit_price: 20_000, discount: 0, total: 20_000, catalogue_bonus: true },
      { sku: 'SKU2', name: 'Produit 2', quantity: 3, unit_price: 1_500, discount: 500, total: 4_000, catalogue_bonus: false },
    ]);
    await get(amira, '/wallet/card');
    const card = (await get(amira, '/wallet/card')).json().card_number as string;
    const pdf = await get(amira, `/wallet/tickets/${r[1]!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="ticket-${r[1]!.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(r[1]!.storeName);
    expect(text).toContain('Huile Zouitina 1L');
    expect(text).toContain('22,000 DT');
    expect(text).toContain(`*********${card.slice(-4)}`);
    expect(text).not.toContain(card);
    expect(text).toContain('10/11/2026 12:00');
    expect(pdf.headers['content-language']).toBe('fr');
  });

  it('the PDF in Arabic for a shopper reading Arabic (Accept-Language or ?lang): the store’s Arabic name, « د.ت »', async () => {
    const storeAr = (await get(amira, `/wallet/tickets/${r[1]!.id}?lang=ar`)).json().store as string;
    expect(storeAr).toMatch(/[\u0600-\u06ff]/);
    const byHeader = await file.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/tickets/${r[1]!.id}/pdf`,
      headers: { ...amira.headers, 'accept-language': 'ar-TN,ar;q=0.9,fr;q=0.5' },
    });
    const byQuery = await get(amira, `/wallet/tickets/${r[1]!.id}/pdf?lang=ar`);
    for (const pdf of [byHeader, byQuery]) {
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-language']).toBe('ar');
      expect(pdf.headers.vary).toContain('accept-language');
      const doc = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
      const text = doc
        .loadPage(0)
        .toStructuredText('preserve-whitespace')
        .asText()
        .replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(storeAr);
      expect(text).toContain('Huile Zouitina 1L');
      expect(text).toContain('المدفوع');
      expect(text).toContain('22,000 د.ت');
      expect(text).toContain('10/11/2026 12:00');
      expect(text).not.toContain(' DT');
    }
  });

  it("another shopper's ticket or a missing one: 404 TICKET_NOT_FOUND", async () => {
    const other = await user('Sami');
    for (const url of [`/wallet/tickets/${r[0]!.id}`, `/wallet/tickets/${r[0]!.id}/pdf`, '/wallet/tickets/999999999']) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TICKET_NOT_FOUND');
    }
  });
});

describe('POST /wallet/tickets/attach', () => {
  it('attaches a paper receipt once, earning its points now', async () => {
    const amira = await user('Amira');
    const karim = await user('Karim');
    const paper = await addReceipt(file.app, {
      userId: null,
      at: '2026-11-20T16:00',
      lines: [{ quantity: 1, unit_price: 45_600, catalogue_bonus: true }],
    });
    loose.push(paper.id);
    const res = await attach(amira, paper.attachCode.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2-$3'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: paper.id, paid: 45_600, points_earned: 90 });
    expect((await get(amira, '/wallet/card')).json().points).toBe(90);
    expect((await get(amira, '/wallet/points')).json().items[0]).toMatchObject({ kind: 'earned', points: 90, store: paper.storeName });
    for (const who of [karim, amira]) {
      const again = await attach(who, paper.attachCode);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('TICKET_CODE_INVALID');
    }
    expect((await get(amira, '/wallet/card')).json().points).toBe(90);
    expect((await get(karim, '/wallet/card')).json().points).toBe(0);
  });

  it('refuses a receipt older than 30 Tunis days and an unknown code the same way', async () => {
    const amira = await user('Amira');
    const old = await addReceipt(file.app, { userId: null, at: '2026-10-24T23:59', lines: [{ quantity: 1, unit_price: 10_000 }] });
    const edge = await addReceipt(file.app, { userId: null, at: '2026-10-25T00:01', lines: [{ quantity: 1, unit_price: 10_000 }] });
    loose.push(old.id, edge.id);
    const tooOld = await attach(amira, old.attachCode);
    const unknown = await attach(amira, '000000000000');
    expect(tooOld.statusCode).toBe(404);
    expect(tooOld.json()).toEqual(unknown.json());
    expect((await attach(amira, edge.attachCode)).statusCode).toBe(200);
  });

  it('a malformed code is a 400', async () => {
    const amira = await user('Amira');
    expect((await attach(amira, '12345')).statusCode).toBe(400);
  });
});
