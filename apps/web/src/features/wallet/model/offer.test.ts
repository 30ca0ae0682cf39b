import type { WalletOffer } from '@qadhya/contracts';
import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { tierProgress } from './tier.ts';
import { downloadName, lastValidDay, tunisDay, offerAmount, offerAmountText, validityLines, validityTitleKey } from './offer.ts';

const offer = (over: Partial<WalletOffer> = {}): WalletOffer => ({
  id: 7,
  kind: 'coupon',
  source: 'welcome',
  code: 'QC7K2M9PX4',
  amount_type: 'percent',
  amount: 5,
  min_purchase: 0,
  cap: 100_000,
  label: 'Bienvenue',
  description: '5 % sur votre premier achat',
  issued_at: '2026-11-20T10:00:00.000Z',
  // Midnight in Tunis (UTC+1) of 28 November: valid through the 27th.
  expires_at: '2026-11-27T23:00:00.000Z',
  status: 'active',
  used_at: null,
  used_ticket_id: null,
  discount: null,
  ...over,
});

describe('offer amounts', () => {
  it('show whole dinars without decimals, other amounts with three, percents with %', () => {
    expect(offerAmount({ amount_type: 'amount', amount: 10_000 }, 'fr')).toEqual({ value: '10', unit: 'DT' });
    expect(offerAmount({ amount_type: 'amount', amount: 1_250_000 }, 'fr')).toEqual({ value: '1\u202f250', unit: 'DT' });
    expect(offerAmount({ amount_type: 'amount', amount: 7_500 }, 'fr')).toEqual({ value: '7,500', unit: 'DT' });
    expect(offerAmount({ amount_type: 'amount', amount: 10_000 }, 'ar')).toEqual({ value: '10', unit: 'د.ت' });
    expect(offerAmount({ amount_type: 'percent', amount: 15 }, 'ar')).toEqual({ value: '15', unit: '%' });
    expect(offerAmountText({ amount_type: 'percent', amount: 15 }, 'fr')).toBe('15%');
    expect(offerAmountText({ amount_type: 'amount', amount: 10_000 }, 'fr')).toBe('10 DT');
    expect(withoutIsolates(offerAmountText({ amount_type: 'amount', amount: 7_500 }, 'ar'))).toBe('7,500 د.ت');
    expect(withoutIsolates(offerAmountText({ amount_type: 'percent', amount: 15 }, 'ar'))).toBe('15%');
  });
});

describe('dates in Tunis', () => {
  it('give the last valid day: an expiry at midnight is the day before', () => {
    expect(lastValidDay('2026-11-27T23:00:00.000Z', 'fr')).toBe('27/11/2026');
    expect(lastValidDay('2026-11-28T10:00:00.000Z', 'fr')).toBe('28/11/2026');
    expect(withoutIsolates(lastValidDay('2026-11-27T23:00:00.000Z', 'ar'))).toBe('27/11/2026');
    // A use at 00:30 in Tunis is that day.
    expect(tunisDay('2026-11-23T23:30:00.000Z', 'fr')).toBe('24/11/2026');
  });
});

describe('validity block', () => {
  it('states the offer’s own terms: until, once, not combinable, stores, minimum, cap, how it applies', () => {
    const lines = validityLines(offer(), 'fr');
    expect(lines.map((l) => l.key)).toEqual([
      'wallet.terms.until',
      'wallet.terms.once',
      'wallet.terms.notCombinable',
      'wallet.terms.storesOnly',
      'wallet.terms.noMinimum',
      'wallet.terms.cap',
      'wallet.terms.present',
    ]);
    expect(lines[0]!.values).toEqual({ date: '27/11/2026' });
    expect(lines[5]!.values).toEqual({ amount: '\u2068100,000 DT\u2069' });
  });

  it('gives a voucher its minimum purchase and the automatic line, no cap for an amount', () => {
    const lines = validityLines(offer({ kind: 'voucher', amount_type: 'amount', amount: 10_000, min_purchase: 50_000, cap: null }), 'fr');
    expect(lines.find((l) => l.key === 'wallet.terms.minPurchase')?.values).toEqual({ amount: '\u206850,000 DT\u2069' });
    expect(lines.map((l) => l.key)).not.toContain('wallet.terms.cap');
    expect(lines.at(-1)!.key).toBe('wallet.terms.automatic');
    expect(validityTitleKey('voucher')).toBe('wallet.sheet.validityVoucher');
    expect(validityTitleKey('coupon')).toBe('wallet.sheet.validityCoupon');
  });

  it('names the download after the code', () => {
    expect(downloadName('QC7K2M9PX4')).toBe('coupon-QC7K2M9PX4.png');
    expect(downloadName('A/B..C')).toBe('coupon-ABC.png');
  });
});

describe('tier progress', () => {
  it('is the share of the way to the next tier, full at the top', () => {
    const tier = {
      key: 'silver' as const,
      label: 'Silver',
      spend_12m: 1_500_000,
      next: { key: 'gold' as const, label: 'GOLD', missing: 1_000_000 },
    };
    expect(tierProgress(tier)).toBeCloseTo(0.6);
    expect(tierProgress({ ...tier, next: null })).toBe(1);
  });
});
