import { describe, expect, it } from 'vitest';
import type { DataVersions } from '../../src/cache/data-versions.ts';
import { L1_JITTER, ResponseCache, etagOf } from '../../src/cache/response-cache.ts';
import type { CachedBody, SharedStore } from '../../src/cache/shared-store.ts';

/**
 * The response cache's expiries on a clock the test moves (the `now` option): no wall-clock wait.
 * The shared layer here is a map that records the expiry it was asked for; the real stores
 * (Redis, PostgreSQL) are tested in test/cache/response-cache.test.ts.
 */
function setup(opts: { l1Ms?: number; versions?: Record<string, number>; random?: () => number } = {}) {
  let t = 1_000_000;
  const versions = { ...opts.versions };
  const stored = new Map<string, { value: CachedBody; ttlMs: number }>();
  const shared: SharedStore = {
    kind: 'redis',
    get: async (key) => stored.get(key)?.value ?? null,
    set: async (key, value, ttlMs) => {
      stored.set(key, { value, ttlMs });
    },
    close: async () => {},
  };
  const cache = new ResponseCache({
    versions: { current: () => versions } as unknown as DataVersions,
    shared,
    l1Ms: opts.l1Ms ?? 60_000,
    l1Max: 100,
    enabled: true,
    now: () => t,
    // No cut of the in-process life unless the test asks (L1_JITTER).
    random: opts.random ?? (() => 0),
  });
  let builds = 0;
  let data = 'a';
  const spec = (ttlMs: number, areas: ('catalogue' | 'stores')[] = []) => ({
    key: 'stock|SKU1|*',
    areas,
    ttlMs,
    load: async () => {
      builds++;
      return JSON.stringify({ data });
    },
  });
  return {
    cache,
    stored,
    versions,
    spec,
    advance: (ms: number) => (t += ms),
    setData: (d: string) => (data = d),
    builds: () => builds,
    text: async (s: ReturnType<typeof spec>) => (await cache.get(s)).bytes.toString(),
  };
}

describe('ResponseCache expiries (a clock the test moves)', () => {
  it('an answer without a version (stock) is kept in process until its ttl, then built again', async () => {
    const c = setup();
    const stock = c.spec(200);
    expect(await c.text(stock)).toBe('{"data":"a"}');
    c.setData('b');
    c.advance(199);
    expect(await c.text(stock)).toBe('{"data":"a"}');
    expect(c.builds()).toBe(1);
    // Past the ttl the in-process entry is gone; the shared one too (dropped here as its store would).
    c.advance(1);
    c.stored.clear();
    expect(await c.text(stock)).toBe('{"data":"b"}');
    expect(c.builds()).toBe(2);
  });

  it('the shared layer is asked to keep the answer for the ttl, with its ETag', async () => {
    const c = setup();
    await c.cache.get(c.spec(200));
    expect([...c.stored]).toEqual([['stock|SKU1|*', { value: { body: '{"data":"a"}', etag: etagOf('{"data":"a"}') }, ttlMs: 200 }]]);
  });

  it('the in-process layer keeps an answer at most CACHE_L1_MS, even with a longer ttl (then reads the shared layer)', async () => {
    const c = setup({ l1Ms: 1000 });
    const long = c.spec(60_000);
    await c.text(long);
    c.setData('b');
    c.advance(999);
    expect(await c.text(long)).toBe('{"data":"a"}');
    c.advance(1);
    // Not built again: the shared layer still holds it.
    expect(await c.text(long)).toBe('{"data":"a"}');
    expect(c.builds()).toBe(1);
  });

  it('a new data version is a new key: built at once, whatever the expiries', async () => {
    const c = setup({ versions: { catalogue: 3 } });
    const versioned = c.spec(60_000, ['catalogue']);
    await c.text(versioned);
    c.setData('b');
    c.versions.catalogue = 4;
    expect(await c.text(versioned)).toBe('{"data":"b"}');
    expect([...c.stored.keys()]).toEqual(['stock|SKU1|*|v:3', 'stock|SKU1|*|v:4']);
  });

  it('cuts an in-process life by up to L1_JITTER at random, never lengthens it: answers filled together drift apart', async () => {
    expect(L1_JITTER).toBe(0.2);
    /** With `random` drawn, an in-process life of 200 ms lasts `ms`: the answer is built again then, not before. */
    const lifeLasts = async (random: number, ms: number) => {
      const c = setup({ random: () => random });
      const stock = c.spec(200);
      await c.text(stock);
      c.stored.clear();
      c.advance(ms - 1);
      await c.text(stock);
      expect(c.builds()).toBe(1);
      c.advance(1);
      await c.text(stock);
      expect(c.builds()).toBe(2);
    };
    // Three quarters of the largest cut: a life of 200 ms lasts 170.
    await lifeLasts(0.75, 170);
    // Half of it: 180 ms.
    await lifeLasts(0.5, 180);
  });
});
