import { describe, expect, it } from 'vitest';
import { CHECK_EVERY_MS, checkDue, isOldCache, isOutdated, versionOfScript } from './app-version.ts';

describe('app version (docs/app-root.md#app-update)', () => {
  it('names a build by its entry script', () => {
    expect(versionOfScript('/assets/index-B3x9kQ2a.js')).toBe('index-B3x9kQ2a');
    expect(versionOfScript('https://x.tn/assets/index-Zz.js?v=1')).toBe('index-Zz');
    expect(versionOfScript(null)).toBeNull();
    expect(versionOfScript('')).toBeNull();
  });

  it('is outdated only when the server serves another real build', () => {
    expect(isOutdated('index-A', 'index-B')).toBe(true);
    expect(isOutdated('index-A', 'index-A')).toBe(false);
    expect(isOutdated('index-A', 'dev')).toBe(false);
    expect(isOutdated(null, 'index-B')).toBe(false);
    expect(isOutdated('index-A', undefined)).toBe(false);
  });

  it('checks at most every CHECK_EVERY_MS', () => {
    expect(checkDue(null, 0)).toBe(true);
    expect(checkDue(1000, 1000 + CHECK_EVERY_MS - 1)).toBe(false);
    expect(checkDue(1000, 1000 + CHECK_EVERY_MS)).toBe(true);
  });

  it('clears the old API answers and unknown caches, keeps the precache and versioned media', () => {
    expect(['qadhya-api', 'workbox-precache-v2-https://x/', 'qadhya-media', 'qadhya-uploads', 'old-thing'].filter(isOldCache)).toEqual([
      'qadhya-api',
      'old-thing',
    ]);
  });
});
