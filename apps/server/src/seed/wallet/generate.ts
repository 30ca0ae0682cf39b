import { addDays, isValidConversion, offerDiscount, parseTunisDateTime, pointsFor, type OfferKind, type WalletRules } from '@qadhya/domain';
import type { PointsKind, ReceiptLineValues } from '../../db/tables/wallet.ts';
import { FOOD_CATEGORY_IDS, HYGIENE_CATEGORY_IDS } from '../categories/categories.ts';
import { Rng } from '../prng.ts';
import { AMIRA, KARIM } from './accounts.ts';
import { basketFactor, daysFrom, isBackToSchool, isSummer, tripWeight } from './calendar.ts';
import { STAFF_OFFERS, expiryAfterDays, pointsVoucherTexts, welcomeCoupon, type OfferText } from './offer-texts.ts';

/**
 * Two years of the demo shoppers' wallet (docs/wallet.md#demo-data): receipts in stores near
 * Ariana, coupons and vouchers, points, budgets. Pure and deterministic for a given day and inputs:
 * rows refer to each other by their index in this output; the insert gives them their ids.
 */

export interface SeedStore {
  magasin_code: string;
  region_name: string;
}
export interface ShelfProduct {
  sku: string;
  name: string;
  base_price: number;
  category_id: number;
}
/** A product's catalogue price during a catalogue's week (both days included). */
export interface CatalogueDeal {
  start: string;
  end: string;
  sku: string;
  price: number;
}

export interface WalletSeedInput {
  today: string;
  stores: readonly SeedStore[];
  products: readonly ShelfProduct[];
  deals: readonly CatalogueDeal[];
  rules: WalletRules;
}

export interface GenLine extends ReceiptLineValues {
  catalogue_bonus: boolean;
}

export interface GenReceipt {
  userId: number;
  magasin_code: string;
  till_receipt_id: string;
  kind: 'sale' | 'return';
  returnOf: number | null;
  purchasedAt: Date;
  total: number;
  discount: number;
  paid: number;
  bonusBase: number;
  payment: 'cash' | 'card';
  pointsEarned: number;
  attachCode: string;
  lines: GenLine[];
  appliedOffer: number | null;
  balanceAfter: number;
}

export interface GenOffer extends OfferText {
  userId: number;
  kind: OfferKind;
  source: 'welcome' | 'points' | 'staff';
  code: string;
  amount_type: 'amount' | 'percent';
  amount: number;
  min_purchase: number;
  cap: number | null;
  issuedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedReceipt: number | null;
  discount: number | null;
  pointsCost: number | null;
  requestId: string | null;
  /** A coupon the shopper shows at the till at the first chance (coupons apply only when shown). */
  present: boolean;
}

export interface GenPoints {
  userId: number;
  kind: PointsKind;
  points: number;
  at: Date;
  receipt: number | null;
  offer: number | null;
  counterpart: number | null;
  requestId: string | null;
}

export interface WalletDemo {
  start: string;
  cardsAt: Date;
  receipts: GenReceipt[];
  offers: GenOffer[];
  points: GenPoints[];
  budgets: { month: string; amount: number; updatedAt: Date }[];
  allocations: { month: string; amount: number; requestId: string; at: Date }[];
}

const DAY_SPAN = 730;
/** Groceries and household products (categories/categories.ts), drinks (summer), stationery (September). */
const DRINKS = 609;
const STATIONERY = 424;
const FOOD_OR_HOME = new Set([...FOOD_CATEGORY_IDS, ...HYGIENE_CATEGORY_IDS].filter((c) => c !== DRINKS));
export const SHOPPED_CATEGORIES = [...FOOD_OR_HOME, DRINKS, STATIONERY];
/** Shelf prices the demo baskets take (millimes). */
export const MIN_PRICE = 300;
export const MAX_PRICE = 30_000;
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const midnights = new Map<string, number>();
/** The instant of a Tunis wall time; each day's midnight parsed once (Tunisia keeps one offset all year). */
function at(day: string, time: string): Date {
  let midnight = midnights.get(day);
  if (midnight === undefined) {
    midnight = parseTunisDateTime(`${day}T00:00`)!.getTime();
    midnights.set(day, midnight);
  }
  return new Date(midnight + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000);
}
const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

interface Trip {
  userId: number;
  day: string;
  time: Date;
  store: string;
}
type Event =
  | { t: Date; type: 'sale'; trip: Trip }
  | { t: Date; type: 'return'; ofDay: string; userId: number }
  | { t: Date; type: 'offer'; offer: GenOffer }
  | { t: Date; type: 'convert'; userId: number; share: number; requestId: string }
  | { t: Date; type: 'transfer'; points: number; requestId: string };

export function generateWalletDemo(input: WalletSeedInput): WalletDemo {
  const { today, rules } = input;
  const rng = new Rng('wallet', today);
  const start = addDays(today, -DAY_SPAN);
  const end = addDays(today, -1);
  const days = daysFrom(start, end);

  // Stores: two in Ariana and one in Tunis (Amira), Karim between the Tunis one and the first.
  const byRegion = (r: string) =>
    input.stores
      .filter((s) => s.region_name === r)
      .map((s) => s.magasin_code)
      .sort();
  const near = [...rng.sample(byRegion('Ariana'), 2), ...rng.sample(byRegion('Tunis'), 1)];
  while (near.length < 3) near.push(rng.pick(input.stores).magasin_code);
  const [home, second, town] = near as [string, string, string];
  const storeFor = (userId: number) => {
    const r = rng.next();
    if (userId === KARIM.id) return r < 0.6 ? town : home;
    return r < 0.6 ? home : r < 0.85 ? second : town;
  };

  // Product pools: each shopper's habits, favourites first; drinks in summer, stationery in September.
  const usable = (p: ShelfProduct) => p.base_price >= MIN_PRICE && p.base_price <= 25_000;
  const staples = input.products.filter((p) => FOOD_OR_HOME.has(p.category_id) && usable(p));
  const drinks = input.products.filter((p) => p.category_id === DRINKS && usable(p));
  const school = input.products.filter((p) => p.category_id === STATIONERY && p.base_price <= MAX_PRICE && p.base_price >= MIN_PRICE);
  if (staples.length < 50) throw new Error('wallet demo: too few grocery products seeded');
  const pools = new Map([
    [AMIRA.id, rng.sample(staples, 90)],
    [KARIM.id, rng.sample(staples, 35)],
  ]);
  const deals = new Map<string, CatalogueDeal[]>();
  for (const d of input.deals) deals.set(d.sku, [...(deals.get(d.sku) ?? []), d]);
  const dealOn = (sku: string, day: string) => deals.get(sku)?.find((d) => d.start <= day && day <= d.end) ?? null;

  // Karim: no shopping in his first days (his welcome coupon expires), nor for a summer away (his
  // points voucher expires unused: vouchers are applied automatically at the till otherwise).
  const karimAway = addDays(start, 200);
  const karimBack = addDays(karimAway, rules.convertVoucherDays + 3);

  const welcomeDay = addDays(start, 2);
  const karimFirst = addDays(start, 12);
  const trips: Trip[] = [];
  for (const day of days) {
    const w = tripWeight(day);
    const amira = day === welcomeDay || rng.chance(0.19 * w);
    if (amira) trips.push({ userId: AMIRA.id, day, time: at(day, hhmm(rng.int(9, 19), rng.int(0, 59))), store: storeFor(AMIRA.id) });
    const karimOff = day < karimFirst || (day >= karimAway && day <= karimBack);
    if (!karimOff && rng.chance(0.085 * w))
      trips.push({ userId: KARIM.id, day, time: at(day, hhmm(rng.int(17, 20), rng.int(0, 59))), store: storeFor(KARIM.id) });
  }

  const offers: GenOffer[] = [];
  const codes = new Set<string>();
  const newCode = (kind: OfferKind) => {
    for (;;) {
      let code = kind === 'coupon' ? 'C' : 'V';
      for (let i = 0; i < 11; i++) code += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };
  const offer = (
    o: Omit<GenOffer, 'code' | 'usedAt' | 'usedReceipt' | 'discount' | 'pointsCost' | 'requestId'> & Partial<GenOffer>,
  ): GenOffer => ({
    code: newCode(o.kind),
    usedAt: null,
    usedReceipt: null,
    discount: null,
    pointsCost: null,
    requestId: null,
    ...o,
  });

  const cardsAt = at(start, '08:00');
  const events: Event[] = trips.map((trip) => ({ t: trip.time, type: 'sale', trip }));
  for (const [userId, present] of [
    [AMIRA.id, true],
    [KARIM.id, false],
  ] as const) {
    events.push({ t: cardsAt, type: 'offer', offer: offer({ ...welcomeCoupon(rules, userId, cardsAt), present }) });
  }
  for (const s of STAFF_OFFERS) {
    const userId = s.owner === 'karim' ? KARIM.id : AMIRA.id;
    const issued = s.daysAgo !== undefined ? at(addDays(today, -s.daysAgo), s.time) : at(addDays(start, s.day!), s.time);
    const expires = expiryAfterDays(issued, s.validDays);
    events.push({
      t: issued,
      type: 'offer',
      offer: offer({ ...s.terms, userId, source: 'staff', issuedAt: issued, expiresAt: expires, present: s.present }),
    });
  }
  // Points into vouchers every four months or so, the last one yesterday evening (still active).
  [120, 245, 365, 490, 610].forEach((d, i) =>
    events.push({ t: at(addDays(start, d), '21:00'), type: 'convert', userId: AMIRA.id, share: 0.6, requestId: `seed-convert-${i + 1}` }),
  );
  events.push({ t: at(end, '21:00'), type: 'convert', userId: AMIRA.id, share: 0.5, requestId: 'seed-convert-6' });
  events.push({ t: at(addDays(karimAway, -1), '21:00'), type: 'convert', userId: KARIM.id, share: 1, requestId: 'seed-convert-k1' });
  events.push({ t: at(addDays(start, 95), '20:30'), type: 'transfer', points: 300, requestId: 'seed-transfer-1' });
  events.push({ t: at(addDays(start, 430), '20:30'), type: 'transfer', points: 250, requestId: 'seed-transfer-2' });
  // Two returns a few days after a sale, a year apart.
  for (const d of [180, 540]) {
    const sale = trips.find((tr) => tr.userId === AMIRA.id && tr.day >= addDays(start, d));
    if (sale) events.push({ t: at(addDays(sale.day, 3), '11:15'), type: 'return', ofDay: sale.day, userId: AMIRA.id });
  }
  events.sort((a, b) => a.t.getTime() - b.t.getTime());

  const receipts: GenReceipt[] = [];
  const points: GenPoints[] = [];
  const balance = new Map([
    [AMIRA.id, 0],
    [KARIM.id, 0],
  ]);
  const attachCodes = new Set<string>();
  const counters = new Map<number, number>();
  const book = (e: GenPoints) => {
    const next = balance.get(e.userId)! + e.points;
    if (next < 0) throw new Error(`wallet demo: balance of ${e.userId} below 0 at ${e.at.toISOString()}`);
    balance.set(e.userId, next);
    points.push(e);
  };
  const attachCode = () => {
    for (;;) {
      const code = `${rng.int(100_000, 999_999)}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
      if (!attachCodes.has(code)) {
        attachCodes.add(code);
        return code;
      }
    }
  };
  const tillId = (userId: number, suffix = '') => {
    const n = (counters.get(userId) ?? 0) + 1;
    counters.set(userId, n);
    return `DEMO-${userId}-${String(n).padStart(4, '0')}${suffix}`;
  };

  const basket = (trip: Trip): GenLine[] => {
    const amira = trip.userId === AMIRA.id;
    const pool = pools.get(trip.userId)!;
    const target = (amira ? rng.int(60, 120) : rng.int(15, 32)) * 1000 * (amira ? basketFactor(trip.day) : 1);
    const [minLines, maxLines, ceiling] = amira ? [8, 25, Infinity] : [2, 8, 39_000];
    const lines: GenLine[] = [];
    let sum = 0;
    for (let tries = 0; tries < 200 && lines.length < maxLines && (lines.length < minLines || sum < target); tries++) {
      const r = rng.next();
      const product =
        isSummer(trip.day) && r < 0.25 && drinks.length
          ? rng.pick(drinks)
          : isBackToSchool(trip.day) && amira && r < 0.2 && school.length
            ? rng.pick(school)
            : pool[Math.floor(pool.length * rng.next() ** 2)]!;
      if (lines.some((l) => l.sku === product.sku)) continue;
      const quantity = product.base_price < 3000 ? rng.int(1, 4) : product.base_price < 10_000 ? rng.int(1, 2) : 1;
      const deal = dealOn(product.sku, trip.day);
      const unit = product.base_price;
      const discount = deal && deal.price < unit ? (unit - deal.price) * quantity : 0;
      const total = quantity * unit - discount;
      if (sum + total > ceiling) continue;
      lines.push({ sku: product.sku, name: product.name, quantity, unit_price: unit, discount, total, catalogue_bonus: deal !== null });
      sum += total;
    }
    return lines;
  };

  for (const ev of events) {
    if (ev.type === 'offer') {
      offers.push(ev.offer);
    } else if (ev.type === 'sale') {
      const { userId } = ev.trip;
      const lines = basket(ev.trip);
      const total = lines.reduce((s, l) => s + l.total, 0);
      const live = offers.filter(
        (o) => o.userId === userId && !o.usedAt && o.issuedAt <= ev.t && ev.t < o.expiresAt && offerDiscount(termsOf(o), total) > 0,
      );
      // The coupon shown at the till wins; otherwise the best voucher is applied automatically.
      const shown = live.find((o) => o.kind === 'coupon' && o.present);
      const best = live
        .filter((o) => o.kind === 'voucher')
        .sort((a, b) => offerDiscount(termsOf(b), total) - offerDiscount(termsOf(a), total))[0];
      const applied = shown ?? best ?? null;
      const discount = applied ? offerDiscount(termsOf(applied), total) : 0;
      const paid = total - discount;
      const catalogueSum = lines.filter((l) => l.catalogue_bonus).reduce((s, l) => s + l.total, 0);
      const bonusBase = Math.min(catalogueSum, paid);
      const earned = pointsFor(paid, bonusBase, rules);
      const index = receipts.length;
      if (applied) Object.assign(applied, { usedAt: ev.t, usedReceipt: index, discount });
      if (earned > 0)
        book({ userId, kind: 'earned', points: earned, at: ev.t, receipt: index, offer: null, counterpart: null, requestId: null });
      receipts.push({
        userId,
        magasin_code: ev.trip.store,
        till_receipt_id: tillId(userId),
        kind: 'sale',
        returnOf: null,
        purchasedAt: ev.t,
        total,
        discount,
        paid,
        bonusBase,
        payment: rng.chance(0.55) ? 'card' : 'cash',
        pointsEarned: earned,
        attachCode: attachCode(),
        lines,
        appliedOffer: applied ? offers.indexOf(applied) : null,
        balanceAfter: balance.get(userId)!,
      });
    } else if (ev.type === 'return') {
      const from = at(ev.ofDay, '00:00').getTime();
      const saleIndex = receipts.findIndex((r) => r.userId === ev.userId && r.kind === 'sale' && r.purchasedAt.getTime() >= from);
      const sale = receipts[saleIndex]!;
      const back = rng
        .sample(sale.lines, rng.int(1, 2))
        .map((l) => ({ ...l, quantity: -l.quantity, discount: -l.discount, total: -l.total }));
      const total = back.reduce((s, l) => s + l.total, 0);
      const bonusBase = back.filter((l) => l.catalogue_bonus).reduce((s, l) => s + l.total, 0);
      // Negative points, capped so the balance never goes below 0.
      const reversed = Math.max(pointsFor(total, bonusBase, rules), -balance.get(ev.userId)!);
      const index = receipts.length;
      if (reversed < 0)
        book({
          userId: ev.userId,
          kind: 'reversed',
          points: reversed,
          at: ev.t,
          receipt: index,
          offer: null,
          counterpart: null,
          requestId: null,
        });
      receipts.push({
        userId: ev.userId,
        magasin_code: sale.magasin_code,
        till_receipt_id: `${sale.till_receipt_id}-R`,
        kind: 'return',
        returnOf: saleIndex,
        purchasedAt: ev.t,
        total,
        discount: 0,
        paid: total,
        bonusBase,
        payment: sale.payment,
        pointsEarned: reversed,
        attachCode: attachCode(),
        lines: back,
        appliedOffer: null,
        balanceAfter: balance.get(ev.userId)!,
      });
    } else if (ev.type === 'convert') {
      const have = balance.get(ev.userId)!;
      const spend = Math.floor((have * ev.share) / rules.convertStep) * rules.convertStep;
      if (!isValidConversion(spend, have, rules)) continue;
      const amount = spend * rules.pointValue;
      const voucher = offer({
        ...pointsVoucherTexts(amount, spend),
        userId: ev.userId,
        kind: 'voucher',
        source: 'points',
        amount_type: 'amount',
        amount,
        min_purchase: 0,
        cap: null,
        issuedAt: ev.t,
        expiresAt: expiryAfterDays(ev.t, rules.convertVoucherDays),
        present: false,
        pointsCost: spend,
        requestId: ev.requestId,
      });
      offers.push(voucher);
      book({
        userId: ev.userId,
        kind: 'spent',
        points: -spend,
        at: ev.t,
        receipt: null,
        offer: offers.length - 1,
        counterpart: null,
        requestId: ev.requestId,
      });
    } else {
      if (balance.get(AMIRA.id)! < ev.points) continue;
      book({
        userId: AMIRA.id,
        kind: 'transfer_out',
        points: -ev.points,
        at: ev.t,
        receipt: null,
        offer: null,
        counterpart: KARIM.id,
        requestId: ev.requestId,
      });
      book({
        userId: KARIM.id,
        kind: 'transfer_in',
        points: ev.points,
        at: ev.t,
        receipt: null,
        offer: null,
        counterpart: AMIRA.id,
        requestId: ev.requestId,
      });
    }
  }
  assertNeverNegative(points);

  // Budgets: the last 24 months (this one included), and what Amira gives Karim most months.
  const budgets: WalletDemo['budgets'] = [];
  const allocations: WalletDemo['allocations'] = [];
  for (let i = 23; i >= 0; i--) {
    const month = monthsBack(today, i);
    const first = `${month}-01`;
    budgets.push({ month, amount: rng.int(12, 16) * 50_000, updatedAt: at(first, '09:00') });
    if (i === 0 || rng.chance(0.8))
      allocations.push({ month, amount: rng.chance(0.8) ? 150_000 : 200_000, requestId: `seed-${month}`, at: at(first, '09:05') });
  }
  return { start, cardsAt, receipts, offers, points, budgets, allocations };
}

export function termsOf(o: Pick<GenOffer, 'amount_type' | 'amount' | 'min_purchase' | 'cap'>) {
  return { amountType: o.amount_type, amount: o.amount, minPurchase: o.min_purchase, cap: o.cap };
}

/** Throws when a shopper's running balance (entries in time order) goes below 0. */
export function assertNeverNegative(entries: readonly { userId: number; points: number; at: Date }[]): void {
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const running = new Map<number, number>();
  for (const e of sorted) {
    const next = (running.get(e.userId) ?? 0) + e.points;
    if (next < 0) throw new Error(`wallet demo: balance of ${e.userId} below 0 at ${e.at.toISOString()}`);
    running.set(e.userId, next);
  }
}

/** "YYYY-MM" of the month `back` months before `day`'s. */
export function monthsBack(day: string, back: number): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 - back;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}
