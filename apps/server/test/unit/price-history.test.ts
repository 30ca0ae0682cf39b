/** The price history's pure answer (docs/products.md#price-history): events in, answer out. */
import { addDays, parseTunisDateTime, weekdayOf } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  priceHistory,
  type CurrentPrices,
  type PriceEvent,
  type PriceHistoryInput,
} from '../../src/modules/price-history/price-history.ts';

/** A Tunis wall time ("2026-11-24T13:30" or a date) as an instant. */
const at = (text: string) => parseTunisDateTime(text)!;
const NOW = at('2026-11-24T13:30'); // a Tuesday
const REGULAR: CurrentPrices = { regular: 10_000, promo: null, last_chance: null };

let nextId = 1;
const ev = (when: string, kind: PriceEvent['kind'], price: number | null, magasin: string | null = null): PriceEvent => ({
  id: nextId++,
  magasin_code: magasin,
  kind,
  price,
  at: at(when),
});

const history = (events: PriceEvent[], more: Partial<PriceHistoryInput> = {}) =>
  priceHistory({ sku: '100001', magasin: null, now: NOW, events, current: REGULAR, ...more });
const point = (h: ReturnType<typeof history>, monday: string) => {
  const p = h.points.find((x) => x.date === monday);
  if (!p) throw new Error(`no point ${monday}`);
  return p;
};
/** A regular price since long before the window. */
const longAgo = (price = 10_000) => ev('2020-01-01', 'regular', price);

describe('addMonths', () => {
  it('keeps the day, or clamps it to the month’s last', () => {
    expect(addMonths('2026-11-24', -12)).toBe('2025-11-24');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-11-24', -24)).toBe('2024-11-24');
  });
});

describe('the window and its points', () => {
  it('runs from today − 12 months to today, a point each Monday, oldest first', () => {
    const h = history([longAgo()]);
    expect(h.from).toBe('2025-11-24');
    expect(h.to).toBe('2026-11-24');
    expect(h.points).toHaveLength(53);
    expect(h.points[0]!.date).toBe('2025-11-24');
    expect(h.points.at(-1)!.date).toBe('2026-11-23');
    for (const p of h.points) expect(weekdayOf(p.date)).toBe(1);
    for (let i = 1; i < h.points.length; i++) expect(h.points[i]!.date).toBe(addDays(h.points[i - 1]!.date, 7));
  });

  it('has 52 or 53 points whatever the day', () => {
    for (let d = 0; d < 800; d += 3) {
      const now = at(`${addDays('2026-01-01', d)}T10:00`);
      const h = priceHistory({ sku: 'X', magasin: null, now, events: [longAgo()], current: REGULAR });
      expect(h.points.length === 52 || h.points.length === 53).toBe(true);
      expect(h.points[0]!.date >= h.from).toBe(true);
      expect(h.points.at(-1)!.date <= h.to).toBe(true);
    }
  });

  it('with no history at all, draws today’s prices as a flat line', () => {
    const h = history([]);
    expect(h.points).toHaveLength(53);
    expect(h.points.every((p) => p.regular === 10_000 && p.promo === null && p.last_chance === null)).toBe(true);
    expect(h.now).toEqual({ price: 10_000, kind: 'regular' });
    expect(h.lowest_30_days).toBeNull();
    expect(h.lowest_since_months).toBeNull();
  });

  it('with no history and a promo today, the promo is flat too; its reference is the regular price', () => {
    const h = history([], { current: { regular: 10_000, promo: 8_000, last_chance: 7_000 }, magasin: 'TN0001' });
    expect(h.points.every((p) => p.regular === 10_000 && p.promo === 8_000 && p.last_chance === 7_000)).toBe(true);
    expect(h.now).toEqual({ price: 7_000, kind: 'last_chance' });
    expect(h.lowest_30_days).toBe(10_000);
    expect(h.lowest_since_months).toBeNull();
  });

  it('counts a price set long before the window', () => {
    const h = history([longAgo(12_340)]);
    expect(h.points.every((p) => p.regular === 12_340)).toBe(true);
    expect(h.now).toEqual({ price: 12_340, kind: 'regular' });
  });
});

describe('weeks', () => {
  it('a promo belongs to the weeks it runs in: from its start, until its end (excluded)', () => {
    // Sunday 2026-03-08 23:00 → Monday 2026-03-09 00:00: only the week of 2026-03-02.
    const sundayOnly = history([longAgo(), ev('2026-03-08T23:00', 'promo', 8_000), ev('2026-03-09', 'promo', null)]);
    expect(point(sundayOnly, '2026-03-02').promo).toBe(8_000);
    expect(point(sundayOnly, '2026-03-09').promo).toBeNull();
    // From Monday 00:00: that week only.
    const mondayOn = history([longAgo(), ev('2026-03-09', 'promo', 8_000), ev('2026-03-10', 'promo', null)]);
    expect(point(mondayOn, '2026-03-02').promo).toBeNull();
    expect(point(mondayOn, '2026-03-09').promo).toBe(8_000);
  });

  it('a promo spanning weeks shows in each, and the lowest of a week wins', () => {
    const h = history([
      longAgo(),
      ev('2026-04-02', 'promo', 8_500), // Thursday
      ev('2026-04-04', 'promo', 7_900), // Saturday, lower
      ev('2026-04-08', 'promo', null), // next Wednesday
    ]);
    expect(point(h, '2026-03-30').promo).toBe(7_900);
    expect(point(h, '2026-04-06').promo).toBe(7_900);
    expect(point(h, '2026-04-13').promo).toBeNull();
    expect(point(h, '2026-03-23').promo).toBeNull();
  });

  it('a regular price changed mid-week: the week shows its last day’s', () => {
    const h = history([longAgo(10_000), ev('2026-06-17T09:00', 'regular', 10_400)]); // a Wednesday
    expect(point(h, '2026-06-08').regular).toBe(10_000);
    expect(point(h, '2026-06-15').regular).toBe(10_400);
    expect(h.points.at(-1)!.regular).toBe(10_400);
  });

  it('an ended last-chance offer: its weeks at that store, nothing after, nothing chain-wide', () => {
    const events = [
      longAgo(),
      ev('2026-09-02T10:00', 'last_chance', 6_000, 'TN0001'),
      ev('2026-09-12T18:00', 'last_chance', null, 'TN0001'),
      ev('2026-09-05', 'last_chance', 5_000, 'TN0002'),
    ];
    const store = history(events, { magasin: 'TN0001' });
    expect(store.magasin_code).toBe('TN0001');
    expect(point(store, '2026-08-31').last_chance).toBe(6_000);
    expect(point(store, '2026-09-07').last_chance).toBe(6_000);
    expect(point(store, '2026-09-14').last_chance).toBeNull();
    expect(store.points.every((p) => p.last_chance !== 5_000)).toBe(true);
    expect(store.now).toEqual({ price: 10_000, kind: 'regular' });
    const chain = history(events);
    expect(chain.magasin_code).toBeNull();
    expect(chain.points.every((p) => p.last_chance === null)).toBe(true);
  });

  it('the current week stops at now: a promo dated tomorrow is not in force yet', () => {
    const h = history([longAgo(), ev('2026-11-25', 'promo', 7_000), ev('2026-11-26', 'promo', null)]);
    expect(h.points.at(-1)!.promo).toBeNull();
    expect(h.now).toEqual({ price: 10_000, kind: 'regular' });
  });

  it('of rows at one instant, the last written holds; the others never were in force', () => {
    const h = history([
      longAgo(),
      ev('2026-10-01', 'promo', 9_000),
      ev('2026-10-03', 'promo', 5_000), // a daily promo written ahead…
      ev('2026-10-03', 'promo', 9_000), // …then withdrawn: the catalogue's price again
      ev('2026-10-08', 'promo', null),
    ]);
    expect(point(h, '2026-09-28').promo).toBe(9_000);
    expect(point(h, '2026-10-05').promo).toBe(9_000);
  });

  it('a store’s promo and the chain’s: the lower', () => {
    const h = history([longAgo(), ev('2026-11-20', 'promo', 9_000), ev('2026-11-21', 'promo', 8_800, 'TN0001')], { magasin: 'TN0001' });
    expect(h.now).toEqual({ price: 8_800, kind: 'promo' });
    expect(history([longAgo(), ev('2026-11-20', 'promo', 9_000), ev('2026-11-21', 'promo', 8_800, 'TN0001')]).now.price).toBe(9_000);
  });
});

describe('now', () => {
  it('is the lowest price today; a last-chance offer wins a tie with a promo', () => {
    const h = history([longAgo(), ev('2026-11-20', 'promo', 8_000), ev('2026-11-23', 'last_chance', 8_000, 'TN0001')], {
      magasin: 'TN0001',
    });
    expect(h.now).toEqual({ price: 8_000, kind: 'last_chance' });
  });

  it('a « reduction » not below the regular price is the regular price', () => {
    const h = history([longAgo(), ev('2026-11-20', 'promo', 10_000)]);
    expect(h.now).toEqual({ price: 10_000, kind: 'regular' });
    expect(h.lowest_30_days).toBeNull();
  });
});

describe('the lowest price of the 30 days before a reduction', () => {
  it('is null without a reduction', () => {
    expect(history([longAgo(), ev('2026-10-01', 'promo', 8_000), ev('2026-10-05', 'promo', null)]).lowest_30_days).toBeNull();
  });

  it('looks at the 30 days before the reduction started, not before today', () => {
    const h = history([
      longAgo(10_000),
      ev('2026-09-20', 'promo', 7_000), // 50 days before the start: out
      ev('2026-09-25', 'promo', null),
      ev('2026-10-20', 'promo', 8_500), // 20 days before: in
      ev('2026-10-22', 'promo', null),
      ev('2026-11-09', 'promo', 9_000), // the running promo starts…
      ev('2026-11-16', 'promo', 8_000), // …and goes lower: the same reduction
    ]);
    expect(h.now).toEqual({ price: 8_000, kind: 'promo' });
    expect(h.lowest_30_days).toBe(8_500);
  });

  it('counts a price in force exactly 30 days before, not one that ended then', () => {
    const start = '2026-11-10';
    const thirtyBefore = addDays(start, -30);
    const inForce = history([
      longAgo(),
      ev(addDays(thirtyBefore, -2), 'promo', 8_200),
      ev(`${thirtyBefore}T00:00:01`, 'promo', null),
      ev(start, 'promo', 9_000),
    ]);
    expect(inForce.lowest_30_days).toBe(8_200);
    const ended = history([
      longAgo(),
      ev(addDays(thirtyBefore, -2), 'promo', 8_200),
      ev(thirtyBefore, 'promo', null),
      ev(start, 'promo', 9_000),
    ]);
    expect(ended.lowest_30_days).toBe(10_000);
  });

  it('counts every kind: a regular price lowered then raised, a last-chance offer at the store', () => {
    const h = history(
      [
        longAgo(10_000),
        ev('2026-10-25', 'regular', 9_500),
        ev('2026-11-01', 'regular', 10_000),
        ev('2026-10-28', 'last_chance', 7_500, 'TN0001'),
        ev('2026-10-29', 'last_chance', null, 'TN0001'),
        ev('2026-11-15', 'promo', 9_000),
      ],
      { magasin: 'TN0001' },
    );
    expect(h.lowest_30_days).toBe(7_500);
    // Without the store, its offer is not a price of the chain's.
    expect(
      history([longAgo(10_000), ev('2026-10-25', 'regular', 9_500), ev('2026-11-01', 'regular', 10_000), ev('2026-11-15', 'promo', 9_000)])
        .lowest_30_days,
    ).toBe(9_500);
  });

  it('of a last-chance offer: from when that offer started', () => {
    const h = history(
      [longAgo(), ev('2026-11-01', 'promo', 8_000), ev('2026-11-05', 'promo', null), ev('2026-11-20', 'last_chance', 6_000, 'TN0001')],
      { magasin: 'TN0001' },
    );
    expect(h.now).toEqual({ price: 6_000, kind: 'last_chance' });
    expect(h.lowest_30_days).toBe(8_000);
  });

  it('when the log knows nothing of those days, the regular price', () => {
    expect(history([ev('2026-11-01', 'regular', 10_000), ev('2026-11-10', 'promo', 9_000)]).lowest_30_days).toBe(10_000);
  });
});

describe('lowest since N months', () => {
  it('is null when the price never moved', () => {
    expect(history([longAgo()]).lowest_since_months).toBeNull();
  });

  it('is the largest N whose whole months were all above today’s price', () => {
    // 8,000 once before, ending exactly at today − 6 months (2026-05-24 00:00).
    const base = [longAgo(10_000), ev('2026-05-10', 'promo', 8_000), ev('2026-11-20', 'promo', 8_000)];
    expect(history([...base, ev('2026-05-24', 'promo', null)]).lowest_since_months).toBe(6);
    // Ending one second later, it is inside the 6 months: 5.
    expect(history([...base, ev('2026-05-24T00:00:01', 'promo', null)]).lowest_since_months).toBe(5);
  });

  it('is 24 at most, and never more than the log knows', () => {
    expect(history([longAgo(10_000), ev('2026-11-20', 'promo', 8_000)]).lowest_since_months).toBe(24);
    expect(history([ev('2026-01-10', 'regular', 10_000), ev('2026-11-20', 'promo', 8_000)]).lowest_since_months).toBe(10);
  });

  it('is null under 2 months', () => {
    const h = history([
      longAgo(10_000),
      ev('2026-10-01', 'promo', 7_900),
      ev('2026-10-10', 'promo', null),
      ev('2026-11-20', 'promo', 8_000),
    ]);
    expect(h.lowest_since_months).toBeNull();
  });

  it('is strict: an equal price inside the months stops it', () => {
    const h = history([
      longAgo(10_000),
      ev('2026-04-01', 'promo', 8_000),
      ev('2026-04-05', 'promo', null),
      ev('2026-11-20', 'promo', 8_000),
    ]);
    expect(h.lowest_since_months).toBe(7);
  });

  it('counts from when today’s price began, also for a lower regular price', () => {
    const h = history([longAgo(10_000), ev('2026-08-01', 'regular', 9_000)]);
    expect(h.now).toEqual({ price: 9_000, kind: 'regular' });
    expect(h.lowest_since_months).toBe(24);
    expect(h.lowest_30_days).toBeNull();
  });
});
