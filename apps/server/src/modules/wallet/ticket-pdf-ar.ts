import type { TicketDetail } from '@qadhya/contracts';
import { formatDateTime, formatMoney, formatNumber, ltr, withoutIsolates } from '@qadhya/domain';
import PDFDocument from 'pdfkit';
import { shapeRtl } from '../media/render/rtl-text.ts';
import { maskedCard } from './ticket-pdf.ts';
import { TICKET_TEXTS } from './ticket-texts.ts';

/**
 * A ticket as a PDF in Arabic (docs/wallet.md#the-ticket-pdf): the French receipt's layout read
 * from the right. Each line is drawn as outlines by the flyers' text renderer
 * (media/render/rtl-text.ts: Noto Sans Arabic, the web app's Arabic font, shaped by fontkit, bidi
 * runs ordered right to left, the figures left to right inside). Its words go with it as the PDF's
 * ActualText, in reading order, over one invisible glyph: copying, searching and reading aloud get
 * « المجموع 1 237,000 د.ت », not glyphs (the font draws several letters with one dotless body and
 * separate dots, so glyphs could not be mapped back to letters). Nothing is fetched: the font files
 * are read from their package.
 */

const MARGIN = 14;
const WIDTH = 198;
const AMOUNT = 70;
/** The outline's ascent, as a share of the size: where the baseline sits under a line's top. */
const ASCENT = 1.05;
const LEADING = 1.55;

interface TextBox {
  x: number;
  width: number;
  align: 'right' | 'center' | 'left';
  size: number;
  bold?: boolean;
  color?: string;
}

type Doc = InstanceType<typeof PDFDocument>;

/** The font has no narrow no-break space (the formats' thousands separator): a no-break space. */
const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');

const widthOf = (text: string, size: number) => {
  const shaped = shapeRtl(drawable(text));
  return (shaped.width * size) / shaped.unitsPerEm;
};

/** The text cut into lines no wider than `width`, at spaces (a word wider than it stays whole). */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines;
}

/** One line at `top`: its outlines, and its words as ActualText over an invisible space. */
function drawLine(doc: Doc, content: string, top: number, box: TextBox): void {
  const text = drawable(content);
  const shaped = shapeRtl(text);
  let scale = box.size / shaped.unitsPerEm;
  let width = shaped.width * scale;
  // A word wider than the box (a long product name) is narrowed to fit.
  if (width > box.width) {
    scale *= box.width / width;
    width = box.width;
  }
  const left = box.align === 'left' ? box.x : box.align === 'center' ? box.x + (box.width - width) / 2 : box.x + box.width - width;
  const color = box.color ?? '#000';
  doc.markContent('Span', { actual: withoutIsolates(text), lang: 'ar' });
  doc
    .save()
    .translate(left, top + box.size * ASCENT)
    .scale(scale, -scale)
    .path(shaped.d);
  if (box.bold)
    doc
      .lineWidth(shaped.unitsPerEm * 0.045)
      .lineJoin('round')
      .fillAndStroke(color, color);
  else doc.fill(color);
  doc.restore();
  // The glyph the words stand on (render mode 3: invisible), as wide as the line.
  const space = doc.font('Helvetica').fontSize(box.size).widthOfString(' ');
  // pdfkit's option Tz (horizontalScaling), which its types do not list.
  const stretched: PDFKit.Mixins.TextOptions & { horizontalScaling: number } = {
    lineBreak: false,
    horizontalScaling: Math.max(1, Math.round((width / space) * 100)),
  };
  doc.addContent('3 Tr');
  doc.text(' ', left, top, stretched);
  doc.addContent('0 Tr');
  doc.endMarkedContent();
}

/** Lays the ticket out; draws it on `doc` (null: only measures), and answers where it ends. */
function layout(doc: Doc | null, ticket: TicketDetail): number {
  const t = TICKET_TEXTS.ar;
  const money = (millimes: number) => formatMoney(millimes, 'ar');
  let y = MARGIN;
  const text = (content: string, box: TextBox) => {
    for (const line of wrap(content, box.size, box.width)) {
      if (doc) drawLine(doc, line, y, box);
      y += box.size * LEADING;
    }
  };
  const centre = (content: string, size: number, bold = false) => text(content, { x: MARGIN, width: WIDTH, align: 'center', size, bold });
  /** A label on the right, its amount on the left, as a right-to-left reader expects. */
  const row = (label: string, amount: string, bold = false) => {
    const top = y;
    text(label, { x: MARGIN + AMOUNT, width: WIDTH - AMOUNT, align: 'right', size: 8, bold });
    const after = y;
    y = top;
    text(amount, { x: MARGIN, width: AMOUNT - 4, align: 'left', size: 8, bold });
    y = Math.max(after, y);
  };
  const rule = () => {
    y += 3;
    if (doc)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .dash(2, { space: 2 })
        .lineWidth(1)
        .stroke('#000')
        .undash();
    y += 5;
  };

  centre(ticket.store, 11, true);
  centre(ticket.store_address, 8);
  y += 4;
  centre(t.number(ticket.kind === 'return' ? t.return : t.ticket, ltr(ticket.receipt_id, 'ar')), 8);
  centre(formatDateTime(ticket.purchased_at, 'ar'), 8);
  rule();
  for (const line of ticket.lines) {
    row(`${line.name}${line.catalogue_bonus ? ' *' : ''}`, money(line.total));
    const discount = line.discount ? `  ${t.discount} ${money(line.discount)}` : '';
    text(`${formatNumber(line.quantity, 'ar')} × ${money(line.unit_price)}${discount}`, {
      x: MARGIN,
      width: WIDTH,
      align: 'right',
      size: 7,
      color: '#555',
    });
  }
  rule();
  row(t.total, money(ticket.total), true);
  if (ticket.offer)
    row(`${ticket.offer.kind === 'coupon' ? t.coupon : t.voucher} ${ltr(ticket.offer.code, 'ar')}`, money(-ticket.offer.discount));
  else if (ticket.discount) row(t.discountRow, money(-ticket.discount));
  row(t.paid, money(ticket.paid), true);
  row(t.payment, t.paymentMethod(ticket.payment));
  rule();
  row(t.points, formatNumber(ticket.points_earned, 'ar'));
  if (ticket.card_number) row(t.card, ltr(maskedCard(ticket.card_number), 'ar'));
  if (ticket.lines.some((l) => l.catalogue_bonus)) {
    y += 2;
    text(t.bonusNote, { x: MARGIN, width: WIDTH, align: 'right', size: 7 });
  }
  y += 6;
  centre(t.thanks, 8);
  return y + MARGIN;
}

export function ticketPdfAr(ticket: TicketDetail, options: { compress?: boolean } = {}): Promise<Buffer> {
  // Measured first (nothing drawn), so the till roll is as long as the receipt.
  const height = Math.ceil(layout(null, ticket));
  const doc = new PDFDocument({
    size: [226, height],
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: 'ar',
    info: { Title: `${TICKET_TEXTS.ar.ticket} ${ticket.id}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  layout(doc, ticket);
  doc.end();
  return done;
}
