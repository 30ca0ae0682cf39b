import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WALLET_RULES as R,
  cardNumberOf,
  isValidConversion,
  isValidGtin,
  offerDiscount,
  offerStatus,
  pointsFor,
  tierFor,
} from '../src/index.ts';

describe('pointsFor', () => {
  it('gives a point per whole dinar paid and the catalogue bonus on its part', () => {
    expect(pointsFor(0, 0, R)).toBe(0);
    expect(pointsFor(999, 0, R)).toBe(0);
    expect(pointsFor(12_500, 0, R)).toBe(12);
    expect(pointsFor(12_500, 4_200, R)).toBe(16);
  });
  it('never counts more bonus than was paid', () => {
    expect(pointsFor(3_000, 9_000, R)).toBe(6);
  });
  it('gives a return the negative of what its amount earns', () => {
    expect(pointsFor(-12_500, -4_200, R)).toBe(-16);
    expect(pointsFor(-500, 0, R)).toBe(0);
  });
  it('follows the configured rates', () => {
    expect(pointsFor(10_000, 10_000, { ...R, pointsPerDinar: 2, catalogueBonusPerDinar: 0 })).toBe(20);
  });
});

describe('tierFor', () => {
  it('changes tier exactly at the threshold', () => {
    expect(tierFor(0, R).tier.label).toBe('Classic');
    expect(tierFor(999_999, R).tier.key).toBe('classic');
    expect(tierFor(1_000_000, R).tier.key).toBe('silver');
    expect(tierFor(2_499_999, R)).toMatchObject({ tier: { key: 'silver' }, next: { key: 'gold' }, missing: 1 });
    expect(tierFor(2_500_000, R).tier.label).toBe('GOLD');
    expect(tierFor(9_000_000, R)).toMatchObject({ tier: { key: 'platinum' }, next: null, missing: 0 });
  });
});

describe('offerDiscount', () => {
  const tenOff = { amountType: 'amount', amount: 10_000, minPurchase: 50_000, cap: null } as const;
  const fivePercent = { amountType: 'percent', amount: 5, minPurchase: 0, cap: 100_000 } as const;
  it('applies from the minimum purchase on', () => {
    expect(offerDiscount(tenOff, 49_999)).toBe(0);
    expect(offerDiscount(tenOff, 50_000)).toBe(10_000);
  });
  it('caps a percentage and never takes more than the total', () => {
    expect(offerDiscount(fivePercent, 80_000)).toBe(4_000);
    expect(offerDiscount(fivePercent, 3_000_000)).toBe(100_000);
    expect(offerDiscount({ amountType: 'amount', amount: 10_000, minPurchase: 0, cap: null }, 4_000)).toBe(4_000);
    expect(offerDiscount(fivePercent, -5_000)).toBe(0);
  });
});

describe('offerStatus', () => {
  const expiresAt = new Date('2026-12-01T00:00:00+01:00');
  it('is active before the expiry instant, expired from it, used once used', () => {
    expect(offerStatus({ usedAt: null, expiresAt }, new Date('2026-11-30T23:59:59+01:00'))).toBe('active');
    expect(offerStatus({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(offerStatus({ usedAt: new Date('2026-11-02T10:00:00Z'), expiresAt }, new Date('2027-01-01T00:00:00Z'))).toBe('used');
  });
});

describe('cards and conversions', () => {
  it('numbers cards as EAN-13 in the in-store range', () => {
    const n = cardNumberOf(17);
    expect(n).toMatch(/^290000000017\d$/);
    expect(isValidGtin(n)).toBe(true);
    expect(() => cardNumberOf(0)).toThrow(RangeError);
  });
  it('converts by steps from the minimum, within the balance', () => {
    expect(isValidConversion(500, 600, R)).toBe(true);
    expect(isValidConversion(400, 600, R)).toBe(false);
    expect(isValidConversion(550, 600, R)).toBe(false);
    expect(isValidConversion(700, 600, R)).toBe(false);
  });
});
