import { readLocal, readLocalJson, subscribeLocal, writeLocalJson } from '../storage/local-store.ts';

/**
 * The local favourites list (local key `wishlist_products`, shopping-core §3 and §4 "Favourite toggle"):
 * a small snapshot of each product so a wishlist can be shown offline. Older entries may be bare ids
 * or skus; they are read tolerantly. A later issue replaces this with IndexedDB + server sync,
 * keeping the same small API: useIsFavourite(sku), toggleFavourite(product).
 */
export interface FavouriteProduct {
  id: number;
  sku: string;
  name?: string;
  image?: string;
  price?: number;
  old_price?: number;
  remise?: number;
  /** The spec's flag, flipped locally on toggle. */
  is_favori?: boolean;
}

type StoredEntry = FavouriteProduct | string | number;

function entryKey(entry: StoredEntry): string {
  if (typeof entry === 'string' || typeof entry === 'number') return String(entry);
  return String(entry.sku ?? entry.id);
}

/** Every stored entry (products, ids or skus). */
export function readFavourites(): StoredEntry[] {
  const raw = readLocalJson<unknown>('wishlist_products');
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (e): e is StoredEntry =>
      typeof e === 'string' || typeof e === 'number' || (typeof e === 'object' && e !== null && ('sku' in e || 'id' in e)),
  );
}

function matches(entry: StoredEntry, product: { sku: string; id?: number }): boolean {
  if (typeof entry === 'string' || typeof entry === 'number') {
    return String(entry) === product.sku || (product.id !== undefined && String(entry) === String(product.id));
  }
  return entry.sku === product.sku || (product.id !== undefined && entry.id === product.id);
}

/** True when the product (by sku, or id) is in the local list. */
export function isFavourite(product: { sku: string; id?: number }): boolean {
  return readFavourites().some((e) => matches(e, product));
}

/**
 * Flips the product's favourite state locally (adds or removes it) and returns the new state.
 * The server call (when logged in) comes with a later issue; its failure must stay local-only.
 */
export function toggleFavourite(product: FavouriteProduct): boolean {
  const list = readFavourites();
  const present = list.some((e) => matches(e, product));
  if (present) {
    writeLocalJson(
      'wishlist_products',
      list.filter((e) => !matches(e, product)),
    );
    return false;
  }
  const { id, sku, name, image, price, old_price, remise } = product;
  writeLocalJson('wishlist_products', [...list, { id, sku, name, image, price, old_price, remise, is_favori: true }]);
  return true;
}

/** The set of stored keys, memoised on the raw JSON so React gets a stable snapshot. */
let cachedRaw: string | null | undefined;
let cachedKeys: ReadonlySet<string> = new Set();

export function favouriteKeys(): ReadonlySet<string> {
  const raw = readLocal('wishlist_products');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedKeys = new Set(readFavourites().map(entryKey));
  }
  return cachedKeys;
}

export { subscribeLocal as subscribeFavourites };
