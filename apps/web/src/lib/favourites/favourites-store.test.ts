import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
const get = vi.fn();
// The calls reach request() as (method, path, options): POSTs go to `post` (path, body, options), GETs to `get` (path, options).
vi.mock('../api/client.ts', () => ({
  request: (method: string, path: string, { body, query: _query, ...options }: { body?: unknown; query?: unknown }) =>
    method === 'POST' ? post(path, body, options) : get(path, options),
}));

const store = await import('./favourites-store.ts');
// call() checks each answer through a lazy import: loaded here, so that a tick lets a call settle.
await import('@qadhya/contracts/client/check');
const { ApiError } = await import('../api/api-error.ts');

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const milk = { id: 7, sku: '6191234567890', name: 'Lait', image: '/m.jpg', price: 1350, old_price: 1500, remise: 10 };
const tea = { id: 8, sku: '6190000000001', name: 'Thé', price: 2000, old_price: 2000, remise: 0 };
/** A product as GET /favorites answers it (every field of the route's schema). */
const asServed = (p: { id: number; sku: string; name: string; price: number; old_price: number; remise: number; image?: string }) => ({
  ean: p.sku,
  description: '',
  short_description: '',
  marque: null,
  size: null,
  image: '',
  new_price: p.price,
  plus: null,
  category_id: 516,
  category_name: 'Crèmerie',
  category_kind: 'food',
  category_ids: [516],
  super_lundi: 0,
  super_mardi: 0,
  super_mercredi: 0,
  super_jeudi: 0,
  super_vendredi: 0,
  super_samedi: 0,
  super_dimanche: 0,
  super_friday: 0,
  ...p,
});
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const signIn = () => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('current_user', JSON.stringify({ ID: 42, NAME: 'Amel' }));
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('favourites store (wishlist_products + favourites_queue)', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
    store.resetFavouritesForTests();
    post.mockReset();
    get.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('toggles a product on and off locally, keeping a snapshot', () => {
    expect(store.isFavourite(milk)).toBe(false);
    expect(store.toggleFavourite(milk)).toBe(true);
    expect(store.isFavourite(milk)).toBe(true);
    expect(stored('wishlist_products')).toEqual([{ ...milk, is_favori: true }]);
    expect(store.toggleFavourite(milk)).toBe(false);
    expect(stored('wishlist_products')).toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it('reads legacy entries (bare ids or skus) and ignores junk', () => {
    localStorage.setItem('wishlist_products', JSON.stringify([7, 'abc', null, { foo: 1 }]));
    expect(store.isFavourite(milk)).toBe(true);
    expect(store.isFavourite({ sku: 'abc' })).toBe(true);
    expect(store.toggleFavourite(milk)).toBe(false);
    expect(store.readFavourites().map((i) => i.sku)).toEqual(['abc']);
  });

  it('survives broken JSON', () => {
    localStorage.setItem('wishlist_products', '{oops');
    localStorage.setItem('favourites_queue', '[1,2');
    expect(store.readFavourites()).toEqual([]);
    expect(store.toggleFavourite(milk)).toBe(true);
  });

  it('persists the queue when the server fails, and replays it in order later', async () => {
    post.mockRejectedValue(new Error('network'));
    signIn();
    store.noteSession();
    store.toggleFavourite(milk);
    store.toggleFavourite(tea);
    await tick();
    // The toggles stay, flagged local-only; the queue is on disk with its owner.
    expect(store.isFavourite(milk)).toBe(true);
    expect(store.isLocalOnly(milk.sku)).toBe(true);
    expect(stored('favourites_queue')).toEqual({
      owner: '42',
      user: '42',
      ops: [
        { op: 'add', sku: milk.sku },
        { op: 'add', sku: tea.sku },
      ],
    });

    // A new page load: the queue is read back and sent in order once online.
    store.resetFavouritesForTests();
    post.mockReset();
    post.mockResolvedValue({ skus: [milk.sku, tea.sku], rejected: [] });
    store.noteOnline(true);
    await tick();
    await tick();
    expect(post).toHaveBeenCalledWith(
      '/favorites/sync',
      {
        ops: [
          { op: 'add', sku: milk.sku },
          { op: 'add', sku: tea.sku },
        ],
      },
      { silent: true, defaultHandler: false },
    );
    expect(stored('favourites_queue')).toEqual({ owner: '42', user: '42', ops: [] });
    expect(store.isLocalOnly(milk.sku)).toBe(false);
  });

  it('merges the anonymous favourites at sign-in: sent as adds, the answer adopted once each', async () => {
    store.toggleFavourite(milk);
    store.toggleFavourite(tea);
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ skus: ['ACCOUNT1', milk.sku, tea.sku], rejected: [] });
    const item = (sku: string, name: string) => ({ sku, added_at: '2026-11-22', product: asServed({ ...tea, sku, name }) });
    get.mockResolvedValue({ items: [item('ACCOUNT1', 'Sucre'), item(milk.sku, 'Lait demi-écrémé'), item(tea.sku, 'Thé')] });
    signIn();
    store.noteSession();
    await tick();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toEqual({
      ops: [
        { op: 'add', sku: milk.sku },
        { op: 'add', sku: tea.sku },
      ],
    });
    const skus = store.readFavourites().map((i) => i.sku);
    expect(skus.sort()).toEqual(['ACCOUNT1', milk.sku, tea.sku].sort());
    // The sku only the account had gets its snapshot from GET /favorites (current data).
    await tick();
    expect(get).toHaveBeenCalledWith('/favorites', { silent: true, defaultHandler: false });
    expect(store.readFavourites().find((i) => i.sku === 'ACCOUNT1')?.name).toBe('Sucre');
    expect(store.readFavourites().find((i) => i.sku === milk.sku)?.name).toBe('Lait demi-écrémé');
    expect(store.readFavourites()).toHaveLength(3);
  });

  it('sign-out keeps the list and sends nothing', async () => {
    post.mockResolvedValue({ skus: [milk.sku], rejected: [] });
    signIn();
    store.noteSession();
    store.toggleFavourite(milk);
    await tick();
    localStorage.removeItem('token');
    store.noteSession();
    post.mockClear();
    store.toggleFavourite(tea);
    await tick();
    expect(post).not.toHaveBeenCalled();
    expect(store.readFavourites().map((i) => i.sku)).toEqual([milk.sku, tea.sku]);
  });

  it('a refusal for good (409 FAVOURITES_FULL) leaves the queue and adopts the account set', async () => {
    post.mockResolvedValueOnce({ skus: [], rejected: [] });
    signIn();
    store.noteSession();
    await tick();
    post.mockRejectedValueOnce(new ApiError(409, 'FAVOURITES_FULL', 'full', 'POST', '/favorites/sync'));
    post.mockResolvedValueOnce({ skus: [tea.sku], rejected: [] });
    get.mockResolvedValue({ items: [{ sku: tea.sku, added_at: '2026-11-22', product: asServed({ ...tea, image: '/t.jpg' }) }] });
    store.toggleFavourite(milk);
    await tick();
    await tick();
    expect(post.mock.calls.at(-1)![1]).toEqual({ ops: [] });
    expect(stored('favourites_queue')).toEqual({ owner: '42', user: '42', ops: [] });
    expect(store.readFavourites().map((i) => i.sku)).toEqual([tea.sku]);
  });
});
