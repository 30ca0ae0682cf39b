import { productImageUrl, type Deal, type DealKind, type DealMatch, type ItemDeals } from '@qadhya/contracts';
import { addDays, isNextWeekVisible, isoWeek, tunisDateString, weekdayOf } from '@qadhya/domain';

/**
 * « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list), the pure part: which
 * deals an item of a list (or a favourite) has. The deals of the week are a bounded set (today's to
 * Sunday's promos, the visible catalogues, the last chance of one store), read once; a product item
 * finds its sku there, a typed item its words in the names of those products only.
 */

/** One deal as the repository reads it (money in millimes, days YYYY-MM-DD in Tunis). */
export interface DealRow {
  kind: DealKind;
  sku: string;
  name: string;
  image_version: number;
  price: number;
  base_price: number;
  from: string;
  to: string;
  catalogue_id: number | null;
  magasin_code: string | null;
  /** The product's words: search_words(name + brand), lower case, no accents, punctuation as spaces. */
  words: string;
  /** Whether the product is food (its category's kind): a typed item finds food first. */
  food: boolean;
}

/** A list item (or a favourite) to match: a product's sku, or the typed text's words (search_words of it). */
export interface ItemToMatch {
  key: string;
  quantity: number;
  sku: string | null;
  /** search_words(text) of a typed item; null for a product. */
  words: string | null;
}

/** Typed words shorter than this are ignored ("de", "1l"). */
export const MIN_WORD = 3;
/** Products shown for one typed item, each with its best deal. */
export const TYPED_MAX_PRODUCTS = 3;

/** French words that say nothing of a product (those under 3 letters are dropped anyway). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'au',
  'aux',
  'en',
  'un',
  'une',
  'pour',
  'sans',
  'avec',
  'sur',
  'par',
  'dans',
  'chez',
  'ou',
  'plus',
  'tres',
  'bien',
  'pas',
]);

/** Words that join a complement to a name (« au lait », « d'olive », « à la rose »), as search_words writes them. */
export const LINK_WORDS: ReadonlySet<string> = new Set(['a', 'au', 'aux', 'de', 'du', 'des', 'd', 'en']);
const ARTICLES: ReadonlySet<string> = new Set(['la', 'le', 'l', 'les']);

/**
 * The words of a product's name that say what it is (stemmed): every word but the one a link word
 * (and its article) puts after it. « feta au lait de brebis mayel » is a feta (and a Mayel), not a
 * milk; « huile d olive » is an oil. A typed item matches a product only when one of its words is
 * among these (docs/shopping-lists.md#this-week-on-my-list).
 */
export function headWords(words: string): Set<string> {
  const heads = new Set<string>();
  let complement = false;
  for (const word of words.split(' ')) {
    if (!word) continue;
    if (LINK_WORDS.has(word)) complement = true;
    else if (complement && ARTICLES.has(word)) continue;
    else if (complement) complement = false;
    else heads.add(stem(word));
  }
  return heads;
}

/** A word as it is compared: a trailing s or x dropped (« yaourts » is « yaourt », « noix » is « noi »). */
export const stem = (word: string) => (word.length > MIN_WORD && /[sx]$/.test(word) ? word.slice(0, -1) : word);

/** The words of a typed item that count: 3 letters or more, no stop word, each once, in typed order. */
export function typedWords(words: string): string[] {
  const out: string[] = [];
  for (const w of words.split(' ')) {
    if ([...w].length < MIN_WORD || STOP_WORDS.has(w) || out.includes(w)) continue;
    out.push(w);
  }
  return out;
}

/** The week the deals are read for: today to this week's Sunday; next week's catalogues once shoppers see them. */
export interface DealWindow {
  today: string;
  sunday: string;
}

/**
 * The window at `now`: today to this week's Sunday (Tunis), and the last day a catalogue may start
 * and be seen — the catalogue module's rule: started already, or next week's from Tuesday 13:00
 * (docs/catalogues.md#tabs-and-selection).
 */
export function dealWindow(now: Date): DealWindow & { visibleUntil: string; isoWeek: string } {
  const today = tunisDateString(now);
  const sunday = addDays(today, (7 - weekdayOf(today)) % 7);
  const { week, year } = isoWeek(today);
  return {
    today,
    sunday,
    visibleUntil: isNextWeekVisible(now) ? addDays(today, 7) : today,
    isoWeek: `${year}-W${String(week).padStart(2, '0')}`,
  };
}

/** A deal's week: it runs on a day up to Sunday (this), or only from next Monday on (next). */
export const weekOf = (row: Pick<DealRow, 'from'>, w: DealWindow): Deal['week'] => (row.from <= w.sunday ? 'this' : 'next');

export function toDeal(row: DealRow, w: DealWindow): Deal {
  return {
    kind: row.kind,
    sku: row.sku,
    name: row.name,
    image: productImageUrl(row.sku, row.image_version),
    price: row.price,
    regular_price: row.base_price,
    saving: Math.max(0, row.base_price - row.price),
    from: row.from < w.today ? w.today : row.from,
    to: row.to,
    week: weekOf(row, w),
    catalogue_id: row.kind === 'catalogue' ? row.catalogue_id : null,
    magasin_code: row.kind === 'last_chance' ? row.magasin_code : null,
  };
}

const KIND_ORDER: Record<DealKind, number> = { last_chance: 0, promo: 1, catalogue: 2 };

/** Best first: this week before next, the largest saving, the lowest price, the earliest day, then a stable order. */
export function byBest(a: Deal, b: Deal): number {
  return (
    (a.week === b.week ? 0 : a.week === 'this' ? -1 : 1) ||
    b.saving - a.saving ||
    a.price - b.price ||
    a.from.localeCompare(b.from) ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.sku.localeCompare(b.sku)
  );
}

/** The deals of a window, by sku and by word: what every item of every list is matched against. */
export interface DealIndex {
  window: DealWindow;
  /** Each sku's deals, best first. */
  bySku: Map<string, Deal[]>;
  /** The skus whose name has the word (stemmed). */
  byWord: Map<string, Set<string>>;
  /** Each sku's head words (headWords): what the product is. */
  heads: Map<string, Set<string>>;
  /** The skus that are food. */
  food: Set<string>;
}

export function indexDeals(rows: readonly DealRow[], window: DealWindow): DealIndex {
  const bySku = new Map<string, Deal[]>();
  const byWord = new Map<string, Set<string>>();
  const heads = new Map<string, Set<string>>();
  const food = new Set<string>();
  for (const row of rows) {
    if (row.food) food.add(row.sku);
    const deals = bySku.get(row.sku);
    if (deals) deals.push(toDeal(row, window));
    else {
      bySku.set(row.sku, [toDeal(row, window)]);
      heads.set(row.sku, headWords(row.words));
      for (const word of row.words.split(' ')) {
        if (!word) continue;
        const key = stem(word);
        const skus = byWord.get(key) ?? new Set<string>();
        skus.add(row.sku);
        byWord.set(key, skus);
      }
    }
  }
  for (const deals of bySku.values()) deals.sort(byBest);
  return { window, bySku, byWord, heads, food };
}

/**
 * The skus on a deal whose name holds every word (each as a whole word, a trailing s/x tolerated),
 * one of them among the words that say what the product is (headWords: « lait » is not « pains au
 * lait »).
 */
export function skusWithWords(index: DealIndex, words: readonly string[]): string[] {
  if (words.length === 0) return [];
  let found: string[] | null = null;
  for (const word of words) {
    const skus = index.byWord.get(stem(word));
    if (!skus) return [];
    found = found === null ? [...skus] : found.filter((s) => skus.has(s));
    if (found.length === 0) return [];
  }
  const stems = words.map(stem);
  return (found ?? []).filter((sku) => stems.some((w) => index.heads.get(sku)?.has(w)));
}

/** An item's deals and why it matched; null when it has none. */
export function matchItem(index: DealIndex, item: ItemToMatch): ItemDeals | null {
  let match: DealMatch;
  let deals: Deal[];
  if (item.sku !== null) {
    deals = index.bySku.get(item.sku) ?? [];
    match = { by: 'product' };
  } else {
    const words = typedWords(item.words ?? '');
    const best = skusWithWords(index, words).map((sku) => index.bySku.get(sku)![0]!);
    // This week first, then food before the rest (« lait » is the milks before a body lotion), then the best deal.
    const rank = (d: Deal) => (d.week === 'this' ? 0 : 2) + (index.food.has(d.sku) ? 0 : 1);
    deals = best.sort((a, b) => rank(a) - rank(b) || byBest(a, b)).slice(0, TYPED_MAX_PRODUCTS);
    match = { by: 'words', words };
  }
  if (deals.length === 0) return null;
  // Best first: the first this-week deal has the week's largest saving.
  const top = deals.find((d) => d.week === 'this');
  const saving = top ? item.quantity * top.saving : 0;
  return { item: item.key, quantity: item.quantity, match, deals, saving };
}

/**
 * Whether an item has a deal this week at `store` (the weekly push's count). The index may hold the
 * last-chance offers of several stores: only `store`'s count (none: chain-wide deals only).
 */
export function hasDealThisWeek(index: DealIndex, item: Pick<ItemToMatch, 'sku' | 'words'>, store: string | null = null): boolean {
  const at = (sku: string) =>
    index.bySku.get(sku)?.some((d) => d.week === 'this' && (d.magasin_code === null || d.magasin_code === store)) ?? false;
  if (item.sku !== null) return at(item.sku);
  return skusWithWords(index, typedWords(item.words ?? '')).some(at);
}

/** The week an answer counts: today to this week's Sunday. */
export const answerWeek = (index: DealIndex) => ({ from: index.window.today, to: index.window.sunday });

/** The answer for a list or the favourites: the items with a deal, in their order, and the week's totals. */
export function summarise(index: DealIndex, items: readonly ItemToMatch[]) {
  const matched: ItemDeals[] = [];
  for (const item of items) {
    const found = matchItem(index, item);
    if (found) matched.push(found);
  }
  return {
    week: answerWeek(index),
    total_saving: matched.reduce((sum, i) => sum + i.saving, 0),
    count_this_week: matched.filter((i) => i.deals.some((d) => d.week === 'this')).length,
    items: matched,
  };
}
