// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEntry } from './boot.ts';

const entry = { src: '/assets/index-abc.js', preloads: ['/assets/react-1.js', '/assets/i18n-2.js'] };
const entryScript = () => document.head.querySelector('script[type="module"]');

describe('startEntry: the app code after the first paint, in two short tasks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('runs the boot reads in one task and adds the entry with its preloads in the next', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const before = vi.fn(() => {
      // The reads' task: the app's code is not in the page yet.
      expect(entryScript()).toBeNull();
    });
    startEntry(window, entry, before);
    expect(before).toHaveBeenCalledTimes(1);
    expect(entryScript()).toBeNull();
    await vi.waitFor(() => expect(entryScript()?.getAttribute('src')).toBe(entry.src));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(entry.preloads);
  });

  it('still adds the entry when the boot reads throw: the app must always start', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    startEntry(window, entry, () => {
      throw new Error('no storage');
    });
    await vi.waitFor(() => expect(entryScript()?.getAttribute('src')).toBe(entry.src));
  });
});
