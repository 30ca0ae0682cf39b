import 'fake-indexeddb/auto';
import type { Product } from '@qadhya/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The first offline saves wait for the page to settle (docs/favourites-offline.md#offline-data). */
const product = (sku: string, name: string): Product => ({ id: Number(sku), sku, name }) as unknown as Product;

/** A page still loading: window and document as event targets, the page's load not yet fired. */
function stubLoadingPage() {
  const win = Object.assign(new EventTarget(), { requestIdleCallback: (task: () => void) => setTimeout(task, 0) });
  const doc = Object.assign(new EventTarget(), { readyState: 'loading', visibilityState: 'visible' });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  return { win, doc };
}

async function loadModules() {
  vi.resetModules();
  const fallback = await import('./fallback.ts');
  const { productIO } = await import('./resources.ts');
  const db = await import('./db.ts');
  // The error class of the same module graph: the fallback knows a network failure by its class.
  const { ApiError } = await import('../api/api-error.ts');
  const networkDown = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch', 'GET', '/x'));
  return { ...fallback, productIO, ...db, networkDown };
}

let current: Awaited<ReturnType<typeof loadModules>> | null = null;

async function savedNames(): Promise<string[]> {
  return (await current!.offlineDbs().products.products.toArray()).map((p) => p.name as string);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));

afterEach(async () => {
  if (current) {
    await current.flushOfflineSaves();
    await current.offlineDbs().products.delete();
    current.closeOfflineDbs();
  }
  current = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('first offline saves', () => {
  it('wait for the page to settle, then save only the newest answer of each key', async () => {
    stubLoadingPage();
    const m = (current = await loadModules());
    await m.withOfflineFallback('product:7', () => Promise.resolve(product('7', 'Ancien nom')), m.productIO('7'));
    await m.withOfflineFallback('product:7', () => Promise.resolve(product('7', 'Nouveau nom')), m.productIO('7'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await savedNames()).toEqual([]);

    // The load event, then SETTLE_MS of quiet, then an idle moment.
    (window as unknown as EventTarget).dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await savedNames()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(async () => expect(await savedNames()).toEqual(['Nouveau nom']));
  });

  it('start at once when the device goes offline', async () => {
    stubLoadingPage();
    const m = (current = await loadModules());
    await m.withOfflineFallback('product:8', () => Promise.resolve(product('8', 'Lait')), m.productIO('8'));
    (window as unknown as EventTarget).dispatchEvent(new Event('offline'));
    await vi.waitFor(async () => expect(await savedNames()).toEqual(['Lait']));
  });

  it('start at once when the page is hidden', async () => {
    const { doc } = stubLoadingPage();
    const m = (current = await loadModules());
    await m.withOfflineFallback('product:9', () => Promise.resolve(product('9', 'Huile')), m.productIO('9'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(async () => expect(await savedNames()).toEqual(['Huile']));
  });

  it('are written before a read back, which returns them', async () => {
    stubLoadingPage();
    const m = (current = await loadModules());
    await m.withOfflineFallback('product:10', () => Promise.resolve(product('10', 'Sucre')), m.productIO('10'));
    expect(await savedNames()).toEqual([]);
    const back = await m.withOfflineFallback('product:10', m.networkDown, m.productIO('10'));
    expect(back).toMatchObject({ sku: '10', name: 'Sucre', offline: true });
  });
});
