import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online.ts';

afterEach(() => vi.unstubAllGlobals());

function offlineBrowser() {
  const target = new EventTarget();
  const nav = { onLine: false };
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('window', target);
  return {
    goOnline() {
      nav.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

describe('loadWhenOnline', () => {
  it('asks again for a chunk that failed offline once the browser is back online', async () => {
    const browser = offlineBrowser();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const result = loadWhenOnline(load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    browser.goOnline();
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts with the last error', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const load = vi.fn(() => Promise.reject(new Error('gone')));
    await expect(loadWhenOnline(load, 2)).rejects.toThrow('gone');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
