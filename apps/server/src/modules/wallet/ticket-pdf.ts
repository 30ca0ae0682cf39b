import type { TicketDetail } from '@qadhya/contracts';
import { tunisParts } from '@qadhya/domain';
import PDFDocument from 'pdfkit';

/**
 * A ticket as a PDF (docs/wallet.md#tickets): the whole receipt in French, like the paper one, with
 * the standard Helvetica font (no font file to ship). `compress: false` keeps the text readable
 * in the bytes (tests).
 */

const dt = (millimes: number) => `${(millimes / 1000).toFixed(3).replace('.', ',')} DT`;
const two = (n: number) => String(n).padStart(2, '0');
/** Date and time in Tunis, as printed on the receipt. */
export const tunisStamp = (at: string) => {
  const p = tunisParts(new Date(at));
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
};
/** Only the last 4 digits of the card are printed. */
export const maskedCard = (card: string) => `${'*'.repeat(Math.max(0, card.length - 4))}${card.slice(-4)}`;

/** Helvetica (WinAnsi) cannot draw every character: typographic quotes and dashes become plain ones, anything else outside Latin-1 '?'. */
const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

export function ticketPdf(ticket: TicketDetail, options: { compress?: boolean } = {}): Promise<Buffer> {
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
  doc.text(`${ticket.kind === 'return' ? 'Retour' : 'Ticket'} n° ${printable(ticket.receipt_id)}`, { align: 'center', width });
  doc.text(tunisStamp(ticket.purchased_at), { align: 'center', width });
  rule();
  for (const line of ticket.lines) {
    row(`${line.name}${line.catalogue_bonus ? ' *' : ''}`, dt(line.total));
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555')
      .text(`  ${line.quantity} x ${dt(line.unit_price)}${line.discount ? `  remise ${dt(line.discount)}` : ''}`, { width });
    doc.fillColor('#000');
  }
  rule();
  row('Total', dt(ticket.total), true);
  if (ticket.offer)
    row(`${ticket.offer.kind === 'coupon' ? 'Coupon' : 'Bon d’achat'} ${ticket.offer.code}`, `-${dt(ticket.offer.discount)}`);
  else if (ticket.discount) row('Remise', `-${dt(ticket.discount)}`);
  row('Payé', dt(ticket.paid), true);
  row('Paiement', ticket.payment);
  rule();
  row('Points gagnés', String(ticket.points_earned));
  if (ticket.card_number) row('Carte de fidélité', maskedCard(ticket.card_number));
  if (ticket.lines.some((l) => l.catalogue_bonus)) {
    doc.moveDown(0.3).fontSize(7).text('* produit du catalogue : points bonus', { width });
  }
  doc.moveDown(0.8).fontSize(8).text('Merci de votre visite', { align: 'center', width });
  doc.end();
  return done;
}
