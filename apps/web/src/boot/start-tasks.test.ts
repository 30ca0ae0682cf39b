// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTasks, PRELOADS_PER_TASK, runBoot, startEntry } from './boot.ts';

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
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    await vi.waitFor(() => expect(preloads()).toEqual(entry.preloads));
  });

  it("adds the entry's many preloads PRELOADS_PER_TASK a task, after its script", async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const many = { src: entry.src, preloads: Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`) };
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(preloads().length));
    observer.observe(document.head, { childList: true });
    startEntry(window, many, () => undefined);
    await vi.waitFor(() => expect(preloads()).toEqual(many.preloads));
    observer.disconnect();
    expect(document.head.firstElementChild?.tagName).toBe('SCRIPT');
    // Mutation records of one task are delivered together: one count a task (the script with the first batch).
    expect([...new Set(seen)]).toEqual([4, 8, 12, 16, 20]);
  });

  it('still adds the entry when the boot reads throw: the app must always start', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    startEntry(window, entry, () => {
      throw new Error('no storage');
    });
    await vi.waitFor(() => expect(entryScript()?.getAttribute('src')).toBe(entry.src));
  });
});

describe("runBoot: a route's preloads a few links a task", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds the route's CSS, then its chunks, PRELOADS_PER_TASK in each task", async () => {
    window.history.replaceState(null, '', '/layout/last-chance/products');
    const js = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const css = ['/assets/a.css', '/assets/b.css'];
    runBoot(window, { '/layout/last-chance/products': { js, css } });
    const links = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    // This task starts the reads only; the links follow, a batch a task, the stylesheets first.
    expect(links()).toEqual([]);
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(links().length));
    observer.observe(document.head, { childList: true });
    await vi.waitFor(() => expect(links()).toEqual([...css, ...js]));
    observer.disconnect();
    const batches = Array.from({ length: Math.ceil(22 / PRELOADS_PER_TASK) }, (_, i) => Math.min(22, (i + 1) * PRELOADS_PER_TASK));
    expect([...new Set(seen)]).toEqual(batches);
    const rels = [...document.head.querySelectorAll('link')].map((l) => l.rel);
    expect(rels).toEqual([...css.map(() => 'preload'), ...js.map(() => 'modulepreload')]);
  });

  it('runs every step once, in order, whatever the batch size', async () => {
    const done: number[] = [];
    inTasks(
      window,
      Array.from({ length: 7 }, (_, i) => () => done.push(i)),
      3,
    );
    expect(done).toEqual([0, 1, 2]);
    await vi.waitFor(() => expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]));
  });
});
