/** Pure helpers of the shopper's wallet (docs/wallet.md#transactions-budget-and-dashboard, #tickets). */
import { describe, expect, it } from 'vitest';
import { shiftMonth } from '../../src/modules/wallet/money.service.ts';
import { maskedCard, tunisStamp } from '../../src/modules/wallet/ticket-pdf.ts';
import { tunisRange } from '../../src/modules/wallet/tickets.service.ts';

describe('wallet helpers', () => {
  it('shifts Tunis months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -11)).toBe('2025-12');
    expect(shiftMonth('2026-01', -24)).toBe('2024-01');
  });

  it('turns inclusive Tunis days into instants [start, next midnight)', () => {
    const r = tunisRange('2026-11-01', '2026-11-30');
    expect(r.from?.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(r.to?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(tunisRange()).toEqual({ from: undefined, to: undefined });
  });

  it('prints the card with its last 4 digits only, and the time in Tunis', () => {
    expect(maskedCard('2900000001234')).toBe('*********1234');
    expect(tunisStamp('2026-10-31T23:30:00Z')).toBe('01/11/2026 00:30');
  });
});
