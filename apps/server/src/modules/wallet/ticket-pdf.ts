import type { TicketDetail } from '@qadhya/contracts';
import { formatDateTime, formatMoney, formatNumber, withoutIsolates } from '@qadhya/domain';
import PDFDocument from 'pdfkit';
import { TICKET_TEXTS } from './ticket-texts.ts';

/**
 * A ticket as a PDF in French (docs/wallet.md#the-ticket-pdf), like the paper receipt, with
 * the standard Helvetica font (no font file to ship). `compress: false` keeps the text readable
 * in the bytes (tests). Its figures are the domain formats' French ones (docs/formats.md):
 * « 1 234,500 DT », « 30/11/2026 14:05 »; no isolate (Arabic only) ever reaches it.
 */

const dt = (millimes: number) => formatMoney(millimes, 'fr');
/** Date and time in Tunis, as printed on the receipt: « 30/11/2026 14:05 ». */
export const tunisStamp = (at: string) => formatDateTime(at, 'fr');
/** Only the last 4 digits of the card are printed. */
export const maskedCard = (card: string) => `${'*'.repeat(Math.max(0, card.length - 4))}${card.slice(-4)}`;

/**
 * Helvetica (WinAnsi) cannot draw every character: the formats' narrow no-break space (« 1 234,500 »)
 * becomes a no-break space, typographic quotes and dashes plain ones, a bidi isolate nothing,
 * anything else outside Latin-1 '?'.
 */
export const printable = (text: string) =>
  withoutIsolates(text)
    .replace(/\u202f/g, '\u00a0')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

export function ticketPdf(ticket: TicketDetail, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = TICKET_TEXTS.fr;
  // A till roll: 80 mm wide, as long as the receipt.
  const height = 200 + ticket.lines.length * 30;
  const doc = new PDFDocument({
    size: [226, height],
    margin: 14,
    compress: options.compress ?? true,
    info: { Title: `Ticket ${ticket.id}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = 198;
  const row = (left: string, right: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const y = doc.y;
    doc.text(printable(left), 14, y, { width: width - 70 });
    const after = doc.y;
    doc.text(printable(right), 14 + width - 70, y, { width: 70, align: 'right' });
    doc.x = 14;
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc
      .moveDown(0.3)
      .moveTo(14, doc.y)
      .lineTo(14 + width, doc.y)
      .dash(2, { space: 2 })
      .stroke()
      .undash()
      .moveDown(0.3);
  };

  doc.font('Helvetica-Bold').fontSize(11).text(printable(ticket.store), { align: 'center', width });
  doc.font('Helvetica').fontSize(8).text(printable(ticket.store_address), { align: 'center', width });
  doc.moveDown(0.5);
  doc.text(t.number(ticket.kind === 'return' ? t.return : t.ticket, printable(ticket.receipt_id)), { align: 'center', width });
  doc.text(printable(tunisStamp(ticket.purchased_at)), { align: 'center', width });
  rule();
  for (const line of ticket.lines) {
    row(`${line.name}${line.catalogue_bonus ? ' *' : ''}`, dt(line.total));
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(
        printable(
          `  ${formatNumber(line.quantity, 'fr')} x ${dt(line.unit_price)}${line.discount ? `  ${t.discount} ${dt(line.discount)}` : ''}`,
        ),
        {
          width,
        },
      );
    doc.fillColor('#000');
  }
  rule();
  row(t.total, dt(ticket.total), true);
  if (ticket.offer) row(`${ticket.offer.kind === 'coupon' ? t.coupon : t.voucher} ${ticket.offer.code}`, dt(-ticket.offer.discount));
  else if (ticket.discount) row(t.discountRow, dt(-ticket.discount));
  row(t.paid, dt(ticket.paid), true);
  row(t.payment, t.paymentMethod(ticket.payment));
  rule();
  row(t.points, formatNumber(ticket.points_earned, 'fr'));
  if (ticket.card_number) row(t.card, maskedCard(ticket.card_number));
  if (ticket.lines.some((l) => l.catalogue_bonus)) {
    doc.moveDown(0.3).fontSize(7).text(t.bonusNote, { width });
  }
  doc.moveDown(0.8).fontSize(8).text(t.thanks, { align: 'center', width });
  doc.end();
  return done;
}
