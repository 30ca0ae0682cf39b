import type { Rule } from './hand-built.ts';

/**
 * The findings of hand-built.ts that are no text, one by one, each with why (docs/formats.md#the-check).
 * An exception names a file, a rule and a piece of the code found (not a line, which moves); the test
 * fails when an exception no longer matches anything, so the list never outlives its reason.
 */
export interface Exception {
  file: string;
  rule: Rule;
  /** A piece of the finding's code. */
  code: string;
  why: string;
}

export const EXCEPTIONS: Exception[] = [
  {
    file: 'apps/server/src/seed/wallet/generate.ts',
    rule: 'padded-date',
    code: "`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`",
    why: 'the demo receipts’ till times, stored as HH:mm values and parsed back (time.slice(0, 2)): data, never shown as written',
  },
  {
    file: 'apps/web/src/boot/shell.ts',
    rule: 'glued-unit',
    code: '`-${Math.round(card.remise)}%`',
    why: 'the pre-React shell paints the first screen before any Intl formatter is built (docs/shell.md); it writes the discount as formatPercent does (« -43% », one sign, no space)',
  },
];
