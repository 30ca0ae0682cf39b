import { addDays, tunisDateString } from '@qadhya/domain';
import type { PriceLogKind, PriceLogSource } from '../../db/tables/price-log.ts';
import { tunisMidnight } from './price-history.ts';

/**
 * What the price log must say (docs/products.md#price-history): the prices a product's own tables
 * give, day by day, and the rows that bring the log in line with them from now on. Pure: every
 * writer of prices (feeds, back office, demo data) reads the sources and the log's state in its
 * transaction and appends what `corrections` answers, so the log's last rows always agree with the
 * tables, whatever changed (a price, a promo day replaced, a catalogue published or withdrawn, a
 * last-chance offer ended). The past is never rewritten: a correction takes effect now, or on the
 * future day it is about.
 */

/** A product's price sources, from its tables. */
export interface PriceSources {
  sku: string;
  /** The regular shelf price (products.base_price). */
  base_price: number;
  /** The selling price now (products.price): a standing discount when below base_price. */
  price: number;
  /** Its daily promos from today on: each date's lowest price. */
  daily: readonly { date: string; price: number }[];
  /** The published catalogues that list it and end today or later: first and last day, its price. */
  catalogues: readonly { start: string; end: string; price: number }[];
  /** Its last-chance offers: by store, the price and the stock left. */
  lastChance: readonly { magasin: string; price: number; stock: number }[];
}

/** A row of the log as the corrections read it (the last one up to now per series, and every later one), in writing order. */
export interface LoggedRow {
  sku: string;
  kind: PriceLogKind;
  magasin_code: string | null;
  price: number | null;
  at: Date;
}

export interface NewPriceRow {
  sku: string;
  magasin_code: string | null;
  kind: PriceLogKind;
  price: number | null;
  at: Date;
  source: PriceLogSource;
}

/** The chain-wide promo price of a day: the lowest of a standing discount, that day's promos and catalogues; null unless below the regular price. */
export function promoOn(src: PriceSources, day: string): number | null {
  let best = src.price < src.base_price ? src.price : Infinity;
  for (const d of src.daily) if (d.date === day && d.price < best) best = d.price;
  for (const c of src.catalogues) if (c.start <= day && day <= c.end && c.price < best) best = c.price;
  return best < src.base_price ? best : null;
}

/** A last-chance offer counts while it has stock left (as the search's store price reads it). */
export const lastChanceOf = (src: PriceSources, magasin: string): number | null => {
  const offer = src.lastChance.find((o) => o.magasin === magasin);
  return offer && offer.stock > 0 ? offer.price : null;
};

/** The instants after `now` at which the promo price may change: each dated source's first day and the day after its last. */
function promoChanges(src: PriceSources, now: number): number[] {
  const days = [...src.daily.flatMap((d) => [d.date, addDays(d.date, 1)]), ...src.catalogues.flatMap((c) => [c.start, addDays(c.end, 1)])];
  return [...new Set(days)].map(tunisMidnight).filter((t) => t > now);
}

const seriesKey = (sku: string, kind: PriceLogKind, magasin: string | null) => `${sku}|${kind}|${magasin ?? ''}`;

/**
 * The rows to append so that the log says what the sources say, from `now` on. For each series
 * (sku, kind, store) it checks now and every later instant where either side may change (the log's
 * own rows ahead, the sources' dated days), and writes the sources' price where the log differs.
 */
export function corrections(input: {
  sources: readonly PriceSources[];
  logged: readonly LoggedRow[];
  now: Date;
  source: PriceLogSource;
}): NewPriceRow[] {
  const now = input.now.getTime();
  const bySeries = new Map<string, LoggedRow[]>();
  /** The stores where the log has a last-chance series of each sku. */
  const loggedStores = new Map<string, Set<string>>();
  for (const r of input.logged) {
    const key = seriesKey(r.sku, r.kind, r.magasin_code);
    const list = bySeries.get(key);
    if (list) list.push(r);
    else bySeries.set(key, [r]);
    if (r.kind === 'last_chance' && r.magasin_code !== null) {
      loggedStores.set(r.sku, (loggedStores.get(r.sku) ?? new Set()).add(r.magasin_code));
    }
  }
  const out: NewPriceRow[] = [];

  const align = (
    sku: string,
    kind: PriceLogKind,
    magasin: string | null,
    truth: (t: number) => number | null,
    changes: readonly number[],
  ) => {
    const rows: { at: number; price: number | null }[] = (bySeries.get(seriesKey(sku, kind, magasin)) ?? []).map((r) => ({
      at: r.at.getTime(),
      price: r.price,
    }));
    const checks = [...new Set([now, ...changes, ...rows.map((r) => r.at).filter((t) => t > now)])].sort((a, b) => a - b);
    for (const t of checks) {
      // The log at t: its latest row at or before t; of rows at one instant, the last written.
      let logged: number | null | undefined;
      let latest = -Infinity;
      for (const r of rows) {
        if (r.at <= t && r.at >= latest) {
          latest = r.at;
          logged = r.price;
        }
      }
      const want = truth(t);
      if (logged === want || (logged === undefined && want === null)) continue;
      rows.push({ at: t, price: want });
      out.push({ sku, magasin_code: magasin, kind, price: want, at: new Date(t), source: input.source });
    }
  };

  for (const src of input.sources) {
    align(src.sku, 'regular', null, () => src.base_price, []);
    align(src.sku, 'promo', null, (t) => promoOn(src, tunisDateString(new Date(Math.max(t, now)))), promoChanges(src, now));
    const stores = new Set([...src.lastChance.map((o) => o.magasin), ...(loggedStores.get(src.sku) ?? [])]);
    for (const magasin of [...stores].sort()) align(src.sku, 'last_chance', magasin, () => lastChanceOf(src, magasin), []);
  }
  return out;
}
