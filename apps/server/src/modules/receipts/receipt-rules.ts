import crypto from 'node:crypto';
import type { ReceiptRejected } from '@qadhya/contracts';

/**
 * Pure rules of the receipts feed (docs/wallet.md#receipts): the receipt's fingerprint, the sums
 * every receipt must add up to, what a return may give back, the catalogue bonus share and the
 * attach code. No database, no clock.
 */

export interface LineInput {
  sku: string;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
}

export interface ReceiptInput {
  receipt_id: string;
  store: string;
  purchased_at: string;
  card_number?: string | undefined;
  phone?: string | undefined;
  lines: LineInput[];
  total: number;
  offer_codes: string[];
  payment: string;
  return_of?: string | undefined;
}

/** A receipt refused before anything is written: 422 RECEIPT_INVALID with this body. */
export class ReceiptInvalidError extends Error {
  readonly body: ReceiptRejected;
  constructor(line: number | null, field: string, expected: number | null, message: string) {
    super(message);
    this.body = { code: 'RECEIPT_INVALID', message, line, field, expected };
  }
}

/** JSON with the keys of every object sorted: the same data gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of the receipt as parsed (defaults filled, texts trimmed), its instant written in UTC: a
 * till sending the same receipt again, whatever its key order or time zone, sends the same hash.
 */
export function receiptHash(receipt: ReceiptInput): string {
  const instant = new Date(receipt.purchased_at);
  const normal = { ...receipt, purchased_at: Number.isNaN(instant.getTime()) ? receipt.purchased_at : instant.toISOString() };
  return crypto.createHash('sha256').update(canonicalJson(normal)).digest('hex');
}

/**
 * The sums, in order: a discount takes off, never adds (a sale's at least 0, a return's at most 0:
 * a negative one would raise the line above its shelf price, and the points with it — issue 31);
 * each line's total is quantity × unit_price − discount (the first line that is not is named), a
 * sale's quantities are above 0 and a return's below, a sale line never below 0 nor a return line
 * above, and the lines add up to the receipt's total.
 */
export function checkSums(receipt: ReceiptInput): void {
  const isReturn = receipt.return_of !== undefined;
  receipt.lines.forEach((line, index) => {
    if (isReturn ? line.discount > 0 : line.discount < 0) {
      throw new ReceiptInvalidError(
        index,
        'discount',
        null,
        `Line ${index}: a discount takes off the line: ${isReturn ? 'on a return it is 0 or below' : 'it is 0 or above'}, not ${line.discount}.`,
      );
    }
  });
  receipt.lines.forEach((line, index) => {
    const expected = line.quantity * line.unit_price - line.discount;
    if (line.total !== expected) {
      throw new ReceiptInvalidError(
        index,
        'total',
        expected,
        `Line ${index}: ${line.quantity} × ${line.unit_price} − ${line.discount} = ${expected}, not ${line.total}.`,
      );
    }
  });
  receipt.lines.forEach((line, index) => {
    if (isReturn ? line.quantity > 0 : line.quantity < 0) {
      throw new ReceiptInvalidError(
        index,
        'quantity',
        null,
        isReturn
          ? `Line ${index}: a return's quantities are below 0.`
          : `Line ${index}: a sale's quantities are above 0 (a return names return_of).`,
      );
    }
    if (isReturn ? line.total > 0 : line.total < 0) {
      throw new ReceiptInvalidError(
        index,
        'discount',
        null,
        `Line ${index}: the discount takes the line ${isReturn ? 'above' : 'below'} 0.`,
      );
    }
  });
  const sum = receipt.lines.reduce((s, l) => s + l.total, 0);
  if (sum !== receipt.total) throw new ReceiptInvalidError(null, 'total', sum, `The lines add up to ${sum}, not ${receipt.total}.`);
}

/**
 * A return gives back at most what the sale had of each sku minus what earlier returns gave back
 * (`returned`: negative sums per sku): the first line going past it is refused.
 */
export function checkReturnable(lines: LineInput[], sold: Map<string, number>, returned: Map<string, number>): void {
  const left = new Map<string, number>();
  for (const [sku, q] of sold) left.set(sku, q + (returned.get(sku) ?? 0));
  lines.forEach((line, index) => {
    const still = left.get(line.sku) ?? 0;
    if (-line.quantity > still) {
      throw new ReceiptInvalidError(
        index,
        'quantity',
        still > 0 ? -still : 0,
        `Line ${index}: at most ${still} unit(s) of ${line.sku} can still be returned.`,
      );
    }
    left.set(line.sku, still + line.quantity);
  });
}

/**
 * The part of `paid` spent on catalogue products: the bonus lines' share of the total, applied to
 * what was paid (the offer's discount spread in proportion), rounded towards 0.
 */
export function bonusBaseOf(lineTotals: { total: number; bonus: boolean }[], total: number, paid: number): number {
  if (total === 0) return 0;
  const bonusTotal = lineTotals.reduce((s, l) => s + (l.bonus ? l.total : 0), 0);
  return Math.trunc((bonusTotal * paid) / total);
}

/** 12 random digits (crypto), printed as a QR on the paper receipt. */
export function newAttachCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0') + String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}
