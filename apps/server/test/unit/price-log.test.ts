/** The price log's corrections (docs/products.md#price-history): what the tables say, appended where the log differs, from now on. */
import { parseTunisDateTime } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { corrections, promoOn, type LoggedRow, type PriceSources } from '../../src/modules/price-history/price-log.ts';

const at = (text: string) => parseTunisDateTime(text)!;
const NOW = at('2026-11-24T13:30');
const src = (more: Partial<PriceSources> = {}): PriceSources => ({
  sku: 'S1',
  base_price: 10_000,
  price: 10_000,
  daily: [],
  catalogues: [],
  lastChance: [],
  ...more,
});
const row = (when: string, kind: LoggedRow['kind'], price: number | null, magasin: string | null = null): LoggedRow => ({
  sku: 'S1',
  kind,
  magasin_code: magasin,
  price,
  at: at(when),
});
const fix = (sources: PriceSources[], logged: LoggedRow[] = []) =>
  corrections({ sources, logged, now: NOW, source: 'admin' }).map((r) => [r.kind, r.magasin_code, r.price, r.at.toISOString()]);
const iso = (when: string) => at(when).toISOString();

describe('promoOn', () => {
  it('is the lowest of a standing discount, the day’s promos and catalogues, below the regular price only', () => {
    const s = src({
      price: 9_000,
      daily: [{ date: '2026-11-25', price: 8_000 }],
      catalogues: [{ start: '2026-11-25', end: '2026-12-01', price: 8_500 }],
    });
    expect(promoOn(s, '2026-11-24')).toBe(9_000);
    expect(promoOn(s, '2026-11-25')).toBe(8_000);
    expect(promoOn(s, '2026-11-26')).toBe(8_500);
    expect(promoOn(src({ catalogues: [{ start: '2026-11-20', end: '2026-11-30', price: 10_000 }] }), '2026-11-24')).toBeNull();
  });
});

describe('corrections', () => {
  it('an empty log gets today’s prices at now', () => {
    expect(fix([src({ price: 9_000, lastChance: [{ magasin: 'M1', price: 5_000, stock: 2 }] })])).toEqual([
      ['regular', null, 10_000, NOW.toISOString()],
      ['promo', null, 9_000, NOW.toISOString()],
      ['last_chance', 'M1', 5_000, NOW.toISOString()],
    ]);
  });

  it('a log that agrees gets nothing', () => {
    expect(fix([src({ price: 9_000 })], [row('2025-01-01', 'regular', 10_000), row('2026-11-01', 'promo', 9_000)])).toEqual([]);
  });

  it('dated promos ahead: their first day at 00:00, the day after their last', () => {
    expect(
      fix(
        [src({ daily: [{ date: '2026-11-26', price: 7_000 }], catalogues: [{ start: '2026-11-25', end: '2026-12-01', price: 8_000 }] })],
        [row('2025-01-01', 'regular', 10_000)],
      ),
    ).toEqual([
      ['promo', null, 8_000, iso('2026-11-25')],
      ['promo', null, 7_000, iso('2026-11-26')],
      ['promo', null, 8_000, iso('2026-11-27')],
      ['promo', null, null, iso('2026-12-02')],
    ]);
  });

  it('a promo day withdrawn: rows ahead undone on their own days, and nothing in the past', () => {
    const logged = [
      row('2025-01-01', 'regular', 10_000),
      row('2026-11-10', 'promo', 9_500), // in the past: stays as it was
      row('2026-11-20', 'promo', null),
      row('2026-11-26', 'promo', 7_000),
      row('2026-11-27', 'promo', null),
    ];
    expect(fix([src()], logged)).toEqual([['promo', null, null, iso('2026-11-26')]]);
  });

  it('a row ahead already overridden at the same instant counts as the override', () => {
    const logged = [row('2025-01-01', 'regular', 10_000), row('2026-11-26', 'promo', 7_000), row('2026-11-26', 'promo', null)];
    expect(fix([src()], logged)).toEqual([]);
  });

  it('a last-chance offer sold out or gone ends; another store’s stays', () => {
    const logged = [
      row('2025-01-01', 'regular', 10_000),
      row('2026-11-01', 'last_chance', 5_000, 'M1'),
      row('2026-11-01', 'last_chance', 5_500, 'M2'),
    ];
    expect(fix([src({ lastChance: [{ magasin: 'M2', price: 5_500, stock: 0 }] })], logged)).toEqual([
      ['last_chance', 'M1', null, NOW.toISOString()],
      ['last_chance', 'M2', null, NOW.toISOString()],
    ]);
    expect(fix([src({ lastChance: [{ magasin: 'M2', price: 5_500, stock: 3 }] })], logged)).toEqual([
      ['last_chance', 'M1', null, NOW.toISOString()],
    ]);
  });

  it('a new regular price at now', () => {
    expect(fix([src({ base_price: 10_400, price: 10_400 })], [row('2025-01-01', 'regular', 10_000)])).toEqual([
      ['regular', null, 10_400, NOW.toISOString()],
    ]);
  });
});
