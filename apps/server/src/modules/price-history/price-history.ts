import type { PriceHistory, PriceHistoryPoint, PriceKind } from '@qadhya/contracts';
import { addDays, parseTunisDateTime, tunisDateString, weekdayOf } from '@qadhya/domain';

/**
 * The price history's answer from the price log (docs/products.md#price-history): a pure function,
 * events in, answer out. Reads a row of the log as « from `at` on, this kind's price at this store
 * (null: every store) is `price` (null: none) », until the next row of the same kind and store; of
 * rows with the same `at`, the last written (highest id) holds. Rows after `now` (a daily promo or a
 * catalogue dated ahead) are not yet in force and are left out.
 */

/** One row of the price log, as the repository reads it. */
export interface PriceEvent {
  /** Its order of writing: of two rows with the same `at`, the higher id holds. */
  id: number;
  /** The store; null: every store. */
  magasin_code: string | null;
  kind: PriceKind;
  /** Millimes; null: that kind ended. */
  price: number | null;
  at: Date;
}

/** The product's prices now, from its own tables: the flat line shown when the log has nothing of it. */
export interface CurrentPrices {
  regular: number;
  promo: number | null;
  last_chance: number | null;
}

export interface PriceHistoryInput {
  sku: string;
  /** The shopper's store; null: chain-wide prices only (the store rows are left out). */
  magasin: string | null;
  now: Date;
  /** The sku's rows, any order; other stores' rows are left out. */
  events: readonly PriceEvent[];
  current: CurrentPrices;
}

/** How far back « prix le plus bas depuis N mois » looks, in months. */
export const LOWEST_SINCE_MAX_MONTHS = 24;
export const LOWEST_SINCE_MIN_MONTHS = 2;
/** The reference period before a reduction (the EU rule on announced price reductions). */
export const REFERENCE_DAYS = 30;
/** The chart's window, in months back from today. */
export const WINDOW_MONTHS = 12;

const DAY_MS = 86_400_000;

/** A plain date moved by whole months, its day kept or clamped to the month's last ("2026-03-31" − 1 → "2026-02-28"). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The instant a Tunis day begins. */
export const tunisMidnight = (date: string): number => parseTunisDateTime(date)!.getTime();

/** A step function of time: `value(t)` is the value of the last step at or before t (undefined before the first). */
class Steps {
  /** Ascending, one step per instant (the last written of that instant). */
  readonly steps: { at: number; price: number | null }[];

  constructor(events: readonly PriceEvent[]) {
    const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    this.steps = [];
    for (const e of sorted) {
      const at = e.at.getTime();
      const last = this.steps.at(-1);
      if (last && last.at === at) last.price = e.price;
      else this.steps.push({ at, price: e.price });
    }
  }

  /** undefined: nothing known yet at t. */
  value(t: number): number | null | undefined {
    let lo = 0;
    let hi = this.steps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.steps[mid]!.at <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? undefined : this.steps[lo - 1]!.price;
  }
}

const minOf = (values: readonly (number | null | undefined)[]): number | null => {
  let out: number | null = null;
  for (const v of values) if (v !== null && v !== undefined && (out === null || v < out)) out = v;
  return out;
};

/** The prices of the product at one store (or chain-wide) as functions of time, from the log. */
class StorePrices {
  private readonly chain: Record<PriceKind, Steps>;
  private readonly store: Record<PriceKind, Steps>;
  /** Every instant some price changes, ascending. */
  readonly breaks: number[];
  /** The first regular price the log knows (stands for the time before it), else today's. */
  private readonly firstRegular: number;

  constructor(events: readonly PriceEvent[], magasin: string | null, current: CurrentPrices) {
    const of = (kind: PriceKind, store: boolean) =>
      new Steps(events.filter((e) => e.kind === kind && (store ? e.magasin_code !== null : e.magasin_code === null)));
    this.chain = { regular: of('regular', false), promo: of('promo', false), last_chance: of('last_chance', false) };
    this.store =
      magasin === null
        ? { regular: new Steps([]), promo: new Steps([]), last_chance: new Steps([]) }
        : { regular: of('regular', true), promo: of('promo', true), last_chance: of('last_chance', true) };
    const all = [...Object.values(this.chain), ...Object.values(this.store)];
    this.breaks = [...new Set(all.flatMap((s) => s.steps.map((x) => x.at)))].sort((a, b) => a - b);
    const firstRegular = [this.chain.regular, this.store.regular]
      .flatMap((s) => s.steps.filter((x) => x.price !== null))
      .sort((a, b) => a.at - b.at)[0];
    this.firstRegular = firstRegular?.price ?? current.regular;
  }

  /** The regular price at t: the store's own when it has one, else the chain's. */
  regular(t: number): number {
    return this.store.regular.value(t) ?? this.chain.regular.value(t) ?? this.firstRegular;
  }

  /** A reduction's price at t: the lower of the chain's and the store's; null when none runs. */
  reduced(kind: 'promo' | 'last_chance', t: number): number | null {
    return minOf([this.chain[kind].value(t), this.store[kind].value(t)]);
  }

  /** The lowest price available at t, whatever its kind. */
  lowest(t: number): number {
    return Math.min(this.regular(t), this.reduced('promo', t) ?? Infinity, this.reduced('last_chance', t) ?? Infinity);
  }

  /** How many change instants are at or before t. */
  private upTo(t: number): number {
    let lo = 0;
    let hi = this.breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.breaks[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The change instants inside (a, b). */
  private inside(a: number, b: number): number[] {
    return this.breaks.slice(this.upTo(a), this.upTo(b - 1));
  }

  /** The lowest value `f` takes during [a, b) (null when it has none there). */
  minDuring(f: (t: number) => number | null, a: number, b: number): number | null {
    if (!(a < b)) return null;
    return minOf([f(a), ...this.inside(a, b).map(f)]);
  }

  /**
   * When `running` last became true at or before `at` and has held since: -Infinity when it holds
   * since before anything the log knows, null when it does not hold at `at`.
   */
  runStart(running: (t: number) => boolean, at: number): number | null {
    if (!running(at)) return null;
    const before = this.breaks;
    for (let i = this.upTo(at) - 1; i >= 0; i--) {
      const x = before[i]!;
      // Just before x the value is the one of the previous change (or nothing known before the first).
      if (i === 0 ? !running(x - 1) : !running(before[i - 1]!)) return x;
    }
    return -Infinity;
  }
}

/** Today's lowest price and its kind: a last-chance offer wins a tie, then a promo; a reduction counts only below the regular price. */
function priceNow(prices: StorePrices, t: number): PriceHistory['now'] {
  const regular = prices.regular(t);
  const promo = prices.reduced('promo', t);
  const lastChance = prices.reduced('last_chance', t);
  const price = Math.min(regular, promo ?? Infinity, lastChance ?? Infinity);
  if (lastChance === price && lastChance < regular) return { price, kind: 'last_chance' };
  if (promo === price && promo < regular) return { price, kind: 'promo' };
  return { price: regular, kind: 'regular' };
}

/** The Mondays from `from` to `to`, inclusive. */
function mondays(from: string, to: string): string[] {
  let day = addDays(from, (8 - weekdayOf(from)) % 7);
  const out: string[] = [];
  for (; day <= to; day = addDays(day, 7)) out.push(day);
  return out;
}

/** The log's events with the flat line of today's prices when it knows nothing of this product. */
function eventsOrFlatLine(input: PriceHistoryInput, now: number): PriceEvent[] {
  const events = input.events.filter(
    (e) => e.at.getTime() <= now && (e.magasin_code === null || (input.magasin !== null && e.magasin_code === input.magasin)),
  );
  if (events.length > 0) return events;
  const flat = (kind: PriceKind, price: number | null, id: number): PriceEvent[] =>
    price === null ? [] : [{ id, magasin_code: kind === 'last_chance' ? input.magasin : null, kind, price, at: new Date(-8.64e15) }];
  return [
    ...flat('regular', input.current.regular, 1),
    ...flat('promo', input.current.promo, 2),
    ...flat('last_chance', input.current.last_chance, 3),
  ];
}

/** The answer of GET /products/sku/:sku/price-history (docs/products.md#price-history). */
export function priceHistory(input: PriceHistoryInput): PriceHistory {
  const now = input.now.getTime();
  const today = tunisDateString(input.now);
  const from = addMonths(today, -WINDOW_MONTHS);
  const events = eventsOrFlatLine(input, now);
  const prices = new StorePrices(events, input.magasin, input.current);
  // Nothing after now counts: the end of every interval is at most just after now.
  const end = now + 1;

  const points: PriceHistoryPoint[] = mondays(from, today).map((monday) => {
    const start = tunisMidnight(monday);
    const stop = Math.min(tunisMidnight(addDays(monday, 7)), end);
    return {
      date: monday,
      regular: prices.regular(stop - 1),
      promo: prices.minDuring((t) => prices.reduced('promo', t), start, stop),
      last_chance: prices.minDuring((t) => prices.reduced('last_chance', t), start, stop),
    };
  });

  const current = priceNow(prices, now);

  let lowest30: number | null = null;
  if (current.kind !== 'regular') {
    const kind = current.kind;
    const started = prices.runStart((t) => prices.reduced(kind, t) !== null, now) ?? now;
    lowest30 =
      prices.minDuring((t) => prices.lowest(t), started - REFERENCE_DAYS * DAY_MS, started) ??
      // Nothing known of those 30 days: the regular price when it started.
      prices.regular(started);
  }

  // Since when today's price has been the lowest: the months before it must all be above it.
  const since = prices.runStart((t) => prices.lowest(t) === current.price, now);
  const known = events.reduce((first, e) => Math.min(first, e.at.getTime()), Infinity);
  let lowestSince: number | null = null;
  if (since !== null && Number.isFinite(since)) {
    for (let n = LOWEST_SINCE_MAX_MONTHS; n >= LOWEST_SINCE_MIN_MONTHS; n--) {
      const start = tunisMidnight(addMonths(today, -n));
      if (start < known || start >= since) continue;
      const before = prices.minDuring((t) => prices.lowest(t), start, since);
      if (before !== null && current.price < before) {
        lowestSince = n;
        break;
      }
    }
  }

  return {
    sku: input.sku,
    magasin_code: input.magasin,
    from,
    to: today,
    points,
    now: current,
    lowest_30_days: lowest30,
    lowest_since_months: lowestSince,
  };
}
