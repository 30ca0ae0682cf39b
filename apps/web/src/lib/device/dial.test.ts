import { afterEach, describe, expect, it, vi } from 'vitest';
import { canDial, deviceCanDial, dial } from './dial.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('canDial', () => {
  it('a phone: a phone’s user agent and a finger', () => {
    expect(canDial({ userAgent: ANDROID, coarsePointer: true })).toBe(true);
    expect(canDial({ userAgent: IPHONE, coarsePointer: true })).toBe(true);
  });

  it('not a desktop, a touch laptop, or a desktop browser in a phone’s layout', () => {
    expect(canDial({ userAgent: DESKTOP, coarsePointer: false })).toBe(false);
    expect(canDial({ userAgent: WINDOWS, coarsePointer: true })).toBe(false);
    expect(canDial({ userAgent: ANDROID, coarsePointer: false })).toBe(false);
  });
});

describe('deviceCanDial', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the user agent and (pointer: coarse)', () => {
    const queries: string[] = [];
    vi.stubGlobal('window', { matchMedia: (q: string) => (queries.push(q), { matches: true }) });
    vi.stubGlobal('navigator', { userAgent: ANDROID });
    expect(deviceCanDial()).toBe(true);
    expect(queries).toEqual(['(pointer: coarse)']);
    vi.stubGlobal('navigator', { userAgent: DESKTOP });
    expect(deviceCanDial()).toBe(false);
  });

  it('is false without a window (no matchMedia either)', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { userAgent: ANDROID });
    expect(deviceCanDial()).toBe(false);
  });
});

/** A page with just what dial() touches: it records the links clicked and whether they were in it. */
function fakePage(click: () => void = () => undefined) {
  const clicked: { href: string; inPage: boolean; hidden: boolean }[] = [];
  const children = new Set<object>();
  const doc = {
    body: { append: (node: object) => void children.add(node) },
    createElement: () => {
      const link = {
        href: '',
        hidden: false,
        rel: '',
        click: () => {
          click();
          clicked.push({ href: link.href, inPage: children.has(link), hidden: link.hidden });
        },
        remove: () => void children.delete(link),
      };
      return link;
    },
  } as unknown as Pick<Document, 'createElement' | 'body'>;
  return { doc, clicked, children };
}

describe('dial', () => {
  it('clicks a hidden tel: link placed in the page, then takes it away', () => {
    const page = fakePage();
    expect(dial('tel:*100*12345678901234%23', page.doc)).toBe(true);
    expect(page.clicked).toEqual([{ href: 'tel:*100*12345678901234%23', inPage: true, hidden: true }]);
    expect(page.children.size).toBe(0);
  });

  it('refuses anything but a tel: link', () => {
    expect(() => dial('https://example.tn', fakePage().doc)).toThrow(RangeError);
  });

  it('only logs a failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = fakePage(() => {
      throw new Error('blocked');
    });
    expect(dial('tel:*123*12345678%23', page.doc)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(page.children.size).toBe(0);
    warn.mockRestore();
  });
});
