/** The response cache tells each lookup, layer by layer (src/cache/response-cache.ts onLookup → metrics). */
import { describe, expect, it } from 'vitest';
import type { DataVersions } from '../../src/cache/data-versions.ts';
import { ResponseCache, type CacheLayer } from '../../src/cache/response-cache.ts';
import type { CachedBody, SharedStore } from '../../src/cache/shared-store.ts';

function setup(enabled = true, failing = false) {
  let t = 1_000_000;
  const stored = new Map<string, CachedBody>();
  const shared: SharedStore = {
    kind: 'postgres',
    get: async (key) => {
      if (failing) throw new Error('shared layer down');
      return stored.get(key) ?? null;
    },
    set: async (key, value) => {
      stored.set(key, value);
    },
    close: async () => {},
  };
  const lookups: [CacheLayer, boolean][] = [];
  const cache = new ResponseCache({
    versions: { current: () => ({}) } as unknown as DataVersions,
    shared,
    l1Ms: 1000,
    l1Max: 100,
    enabled,
    now: () => t,
    onLookup: (layer, hit) => lookups.push([layer, hit]),
    onError: () => {},
  });
  const spec = { key: 'stores', areas: [], ttlMs: 60_000, load: async () => '{"items":[]}' };
  return { cache, spec, lookups, later: (ms: number) => (t += ms) };
}

describe('cache lookups by layer', () => {
  it('a miss everywhere, then a local hit, then (local expired) a shared hit', async () => {
    const { cache, spec, lookups, later } = setup();
    await cache.get(spec);
    expect(lookups).toEqual([
      ['local', false],
      ['postgres', false],
    ]);
    await cache.get(spec);
    expect(lookups.slice(2)).toEqual([['local', true]]);
    later(2000);
    await cache.get(spec);
    expect(lookups.slice(3)).toEqual([
      ['local', false],
      ['postgres', true],
    ]);
  });

  it('a failing shared layer counts as its miss', async () => {
    const { cache, spec, lookups } = setup(true, true);
    await cache.get(spec);
    expect(lookups).toEqual([
      ['local', false],
      ['postgres', false],
    ]);
  });

  it('nothing is told when the cache is off', async () => {
    const { cache, spec, lookups } = setup(false);
    await cache.get(spec);
    await cache.get(spec);
    expect(lookups).toEqual([]);
  });
});
