import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/http/ttl-cache.ts';

describe('TtlCache (catalogue list and images)', () => {
  it('loads once per key until the TTL passes, and forgets a failed load', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 2, () => t);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    t = 999;
    expect(await cache.get('a', load)).toBe(1);
    t = 1000;
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('b', load)).toBe(3);
    await cache.get('c', load);
    await cache.get('d', load);
    expect(await cache.get('a', load)).toBe(6); // evicted: at most 2 entries
  });
});
