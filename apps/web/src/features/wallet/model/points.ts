import type { LoyaltyCard, PointsEntry } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import type { z } from 'zod';

type Entry = z.infer<typeof PointsEntry>;
type Convert = LoyaltyCard['convert'];

/**
 * A whole number with the French grouping (narrow no-break spaces), as the card prints it: 1250 →
 * "1 250", isolated in Arabic (formatNumber, docs/formats.md).
 */
export function groupDigits(n: number, lang: string): string {
  return formatNumber(n, lang);
}

/**
 * '+N points' / '−N points' of a history entry: the sign of the ledger entry, a true minus sign
 * (U+2212), the figures grouped; zero has no sign.
 */
export function signedPoints(points: number, lang: string): { sign: '+' | '−' | ''; figures: string } {
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return { sign, figures: groupDigits(Math.abs(points), lang) };
}

/** What the conversion dialog offers: from the minimum, by the step, up to the balance (null: not enough points). */
export function conversionRange(points: number, rule: Convert): { min: number; max: number; step: number } | null {
  const step = Math.max(1, rule.step);
  const max = Math.floor(points / step) * step;
  const min = Math.ceil(rule.min_points / step) * step;
  return max >= min ? { min, max, step } : null;
}

/** The reason a conversion amount is refused before any call, or null when it is fine. */
export function conversionProblem(points: number, balance: number, rule: Convert): 'whole' | 'min' | 'step' | 'balance' | null {
  if (!Number.isInteger(points) || points <= 0) return 'whole';
  if (points < rule.min_points) return 'min';
  if (points % Math.max(1, rule.step) !== 0) return 'step';
  if (points > balance) return 'balance';
  return null;
}

/** The voucher a conversion makes, in millimes. */
export const voucherValue = (points: number, rule: Convert): number =>
  Number.isFinite(points) && points > 0 ? points * rule.point_value : 0;

/** The reason a transfer amount is refused before any call, or null. */
export function transferProblem(points: number, balance: number): 'whole' | 'balance' | null {
  if (!Number.isInteger(points) || points <= 0) return 'whole';
  return points > balance ? 'balance' : null;
}

/** Text typed into a points field → a whole number, or NaN (digits only; spaces of grouping allowed). */
export function parsePoints(text: string): number {
  const digits = text.replace(/[\s\u202f\u00a0]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * A request id for one dialog (the server makes the write once per id): a random UUID without its
 * dashes, 32 hex digits.
 */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '');
}

/** Which text key tells the kind of a history entry (earned at a store, received from…, given to…). */
export function entryTextKey(entry: Pick<Entry, 'kind' | 'store' | 'counterpart'>): string {
  switch (entry.kind) {
    case 'earned':
      return entry.store ? 'wallet.history.earnedAt' : 'wallet.history.earned';
    case 'reversed':
      return 'wallet.history.reversed';
    case 'spent':
      return 'wallet.history.spent';
    case 'transfer_in':
      return entry.counterpart ? 'wallet.history.transferInFrom' : 'wallet.history.transferIn';
    case 'transfer_out':
      return entry.counterpart ? 'wallet.history.transferOutTo' : 'wallet.history.transferOut';
    case 'expired':
      return 'wallet.history.expired';
    default:
      return 'wallet.history.adjusted';
  }
}
