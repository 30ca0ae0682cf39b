/**
 * The ticket PDF in Arabic (docs/wallet.md#the-ticket-pdf): read back with mupdf as a reader's
 * tool reads it — its words in reading order, the figures of the domain formats with « د.ت »,
 * labels on the right and amounts on the left — and drawn (page 1 as pixels, ink where the lines are).
 */
import { formatMoney, withoutIsolates } from '@qadhya/domain';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { ticketPdfAr } from '../../src/modules/wallet/ticket-pdf-ar.ts';
import { ticketPdf } from '../../src/modules/wallet/ticket-pdf.ts';
import { TICKET_TEXTS } from '../../src/modules/wallet/ticket-texts.ts';
import { ticketDetail } from '../wallet/ticket-detail.ts';

const ticket = ticketDetail({
  store: 'قضيّة البحيرة',
  store_address: 'ضفاف البحيرة، تونس',
  lines: [
    { sku: 'A', name: 'Téléviseur', quantity: 1, unit_price: 1_234_500, discount: 0, total: 1_234_500, catalogue_bonus: true },
    { sku: 'B', name: 'Lait demi-écrémé 1 L', quantity: 2, unit_price: 1_350, discount: 200, total: 2_500, catalogue_bonus: false },
  ],
  total: 1_237_000,
  discount: 5_500,
  offer: { code: 'BIENV10', kind: 'coupon', label: 'Bienvenue', discount: 5_500 },
  payment: 'card',
});

interface Line {
  text: string;
  bbox: { x: number; y: number; w: number; h: number };
}

function pageOf(pdf: Buffer) {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  return doc.loadPage(0);
}

/** The page's lines as mupdf extracts them (spaces made plain), with their boxes. */
function linesOf(pdf: Buffer): Line[] {
  const json = JSON.parse(pageOf(pdf).toStructuredText('preserve-whitespace').asJSON()) as {
    blocks: { lines?: { text: string; bbox: Line['bbox'] }[] }[];
  };
  return json.blocks.flatMap((b) => b.lines ?? []).map((l) => ({ text: l.text.replace(/[\u00a0\u202f]/g, ' '), bbox: l.bbox }));
}

/** What a reader sees of an amount: the figures, a space, « د.ت ». */
const seen = (millimes: number) => withoutIsolates(formatMoney(millimes, 'ar')).replace(/[\u00a0\u202f]/g, ' ');

describe('the ticket PDF in Arabic', () => {
  it('reads back in reading order: the store, the labels of the text table, the amounts with « د.ت »', async () => {
    const lines = linesOf(await ticketPdfAr(ticket));
    const text = lines.map((l) => l.text).join('\n');
    const t = TICKET_TEXTS.ar;
    for (const words of [
      'قضيّة البحيرة',
      'ضفاف البحيرة، تونس',
      'تذكرة رقم R-1',
      '30/11/2026 14:05',
      'Téléviseur *',
      `2 × ${seen(1_350)}  تخفيض ${seen(200)}`,
      t.total,
      seen(1_237_000),
      `قسيمة تخفيض BIENV10`,
      seen(-5_500),
      t.paid,
      seen(1_231_500),
      t.payment,
      'بطاقة بنكية',
      t.points,
      '1 231',
      t.card,
      '*********1234',
      '* منتج من الكتالوج: نقاط إضافية',
      'شكرًا على زيارتكم',
    ]) {
      expect(text).toContain(words);
    }
    // « 1 237,000 د.ت »: the figures first, then the sign; never the Western « DT » or a reversed figure.
    expect(seen(1_237_000)).toBe('1 237,000 د.ت');
    expect(text).not.toMatch(/\bDT\b|000,732|ت\.د/);
    // The order of the receipt, top to bottom.
    const order = [t.total, t.paid, t.points, t.card].map((label) => text.indexOf(label));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('puts a label on the right and its amount on the left, as Arabic reads', async () => {
    const lines = linesOf(await ticketPdfAr(ticket));
    const total = lines.find((l) => l.text === TICKET_TEXTS.ar.total)!;
    const amount = lines.find((l) => l.text === seen(1_237_000))!;
    expect(total.bbox.x + total.bbox.w).toBeGreaterThan(205);
    expect(amount.bbox.x).toBeLessThan(20);
    expect(Math.abs(total.bbox.y - amount.bbox.y)).toBeLessThan(2);
    const store = lines.find((l) => l.text === ticket.store)!;
    // The store's name is centred on the 226-point roll.
    expect(Math.abs(store.bbox.x + store.bbox.w / 2 - 113)).toBeLessThan(3);
  });

  it('draws its lines: ink on page 1 where the total row is, right and left', async () => {
    const pdf = await ticketPdfAr(ticket);
    const lines = linesOf(pdf);
    const total = lines.find((l) => l.text === TICKET_TEXTS.ar.total)!;
    const pix = pageOf(pdf).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false, true);
    const width = pix.getWidth();
    const samples = pix.getPixels();
    const inkIn = (x0: number, x1: number, y0: number, y1: number) => {
      let ink = 0;
      for (let y = Math.floor(y0); y < Math.ceil(y1); y += 1) for (let x = x0; x < x1; x += 1) if (samples[y * width + x]! < 128) ink += 1;
      return ink;
    };
    const { y, h } = total.bbox;
    expect(inkIn(170, 212, y, y + h)).toBeGreaterThan(20);
    expect(inkIn(14, 80, y, y + h)).toBeGreaterThan(20);
    // Nothing in the middle of that row.
    expect(inkIn(95, 140, y, y + h)).toBe(0);
  });

  it('the long roll grows with the lines', async () => {
    const many = { ...ticket, lines: Array.from({ length: 12 }, () => ticket.lines[1]!) };
    const height = (pdf: Buffer) => pageOf(pdf).getBounds()[3];
    expect(height(await ticketPdfAr(many))).toBeGreaterThan(height(await ticketPdfAr(ticket)) + 10 * 20);
  });

  it('a return says « إرجاع », and a ticket without offer shows its remise « التخفيض »', async () => {
    const text = linesOf(await ticketPdfAr({ ...ticket, kind: 'return', offer: null, discount: 3_000 }))
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('إرجاع رقم R-1');
    expect(text).toContain('التخفيض');
    expect(text).toContain(seen(-3_000));
  });

  it('the French PDF keeps its words, from the same table', async () => {
    const text = linesOf(await ticketPdf({ ...ticket, store: 'Qadhya Lac', store_address: 'Les Berges du Lac' }))
      .map((l) => l.text)
      .join('\n');
    for (const words of ['Ticket n° R-1', 'Total', '1 237,000 DT', 'Coupon BIENV10', 'Payé', 'Points gagnés', 'Merci de votre visite']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/[\u0600-\u06ff]/);
  });
});
