import { describe, expect, it } from 'vitest';
import { BoundedLru } from '../../src/cache/lru.ts';
import { roundedPosition } from '../../src/modules/stores/near-answers.ts';

describe('BoundedLru (the near answers, docs/cache.md#stores-near)', () => {
  it('drops the least recently used entry past its count', () => {
    const lru = new BoundedLru<string>(2, 1000, (v) => v.length);
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('drops the oldest past its bytes, never keeps what exceeds them alone, and counts replacements once', () => {
    const lru = new BoundedLru<string>(100, 10, (v) => v.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyy');
    expect(lru.bytes).toBe(8);
    lru.set('b', 'zz');
    expect(lru.bytes).toBe(6);
    lru.set('c', 'wwwww');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(7);
    lru.set('big', 'x'.repeat(11));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('c')).toBe('wwwww');
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });
});

describe('roundedPosition', () => {
  it('3 decimals from 5 km of radius, 5 below; halfway rounds up', () => {
    expect(roundedPosition(36.80561, 10.18049, 25_000)).toEqual({ lat: 36.806, lng: 10.18 });
    expect(roundedPosition(36.80561, 10.18049, 5_000)).toEqual({ lat: 36.806, lng: 10.18 });
    expect(roundedPosition(36.8056149, 10.1804949, 4_999)).toEqual({ lat: 36.80561, lng: 10.18049 });
    expect(roundedPosition(-0.0004, 179.9996, 25_000)).toEqual({ lat: -0, lng: 180 });
  });
});
