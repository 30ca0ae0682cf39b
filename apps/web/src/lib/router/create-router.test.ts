import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './create-router.ts';
import type { RouteObject } from './routes.ts';

/** A minimal browser: location, history (push/replace/go) and popstate. */
function fakeWindow(start: string) {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(start, 'http://app.test'), state: null }];
  let at = 0;
  const listeners: (() => void)[] = [];
  const win = {
    get location() {
      return Object.assign(entries[at]!.url, { assign: vi.fn() });
    },
    history: {
      get state() {
        return entries[at]!.state;
      },
      pushState(state: unknown, _: string, url: string) {
        entries.splice(at + 1, Infinity, { url: new URL(url, entries[at]!.url), state });
        at += 1;
      },
      replaceState(state: unknown, _: string, url?: string) {
        entries[at] = { url: url ? new URL(url, entries[at]!.url) : entries[at]!.url, state };
      },
      go(n: number) {
        at += n;
        queueMicrotask(() => listeners.forEach((l) => l()));
      },
    },
    addEventListener: (_: string, l: () => void) => listeners.push(l),
  };
  return win;
}

const Screen = () => null;
const lazyScreen = () => vi.fn(() => Promise.resolve({ Component: Screen }));

describe('createBrowserRouter', () => {
  beforeEach(() => vi.stubGlobal('window', fakeWindow('/layout')));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the first screen before it is ready, and numbers history entries', async () => {
    const home = lazyScreen();
    const router = createBrowserRouter([{ path: '/layout', lazy: home }, { path: '*' }]);
    expect(router.state.ready).toBe(false);
    expect(window.history.state).toMatchObject({ idx: 0 });
    await vi.waitFor(() => expect(router.state.ready).toBe(true));
    expect(home).toHaveBeenCalledTimes(1);
    expect(router.state.matches[0]?.route.Component).toBe(Screen);
  });

  it('pushes, replaces, carries state, and shows loading while a lazy screen loads', async () => {
    let resolve!: (m: { Component: typeof Screen }) => void;
    const routes: RouteObject[] = [
      { path: '/layout' },
      { path: '/layout/catalogs', lazy: () => new Promise((r) => (resolve = r)) },
      { path: '/login' },
    ];
    const router = createBrowserRouter(routes);
    const seen: string[] = [];
    router.subscribe((s) => seen.push(`${s.navigation.state}:${s.location.pathname}`));

    const done = router.navigate('/layout/catalogs?x=1', { state: { from: 'home' } });
    expect(router.state.navigation.state).toBe('loading');
    expect(window.location.pathname).toBe('/layout'); // the address changes with the screen
    resolve({ Component: Screen });
    await done;
    expect(router.state.location).toMatchObject({ pathname: '/layout/catalogs', search: '?x=1', state: { from: 'home' } });
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: 'home' } });
    expect(seen[0]).toBe('loading:/layout');
    expect(seen.at(-1)).toBe('idle:/layout/catalogs');

    await router.navigate('/login', { replace: true });
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(router.createHref('?page=2')).toBe('/login?page=2');
  });

  it('turns a push to the page shown into a replace, and follows back (popstate)', async () => {
    const router = createBrowserRouter([{ path: '/layout' }, { path: '/layout/wishlist' }]);
    await router.navigate('/layout/wishlist');
    await router.navigate('/layout/wishlist');
    expect(window.history.state).toMatchObject({ idx: 1 });
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/layout'));
    expect(router.state.action).toBe('POP');
  });

  it('lets the newest of two navigations win', async () => {
    let resolveSlow!: (m: { Component: typeof Screen }) => void;
    const router = createBrowserRouter([
      { path: '/layout' },
      { path: '/slow', lazy: () => new Promise((r) => (resolveSlow = r)) },
      { path: '/fast' },
    ]);
    const slow = router.navigate('/slow');
    await router.navigate('/fast');
    resolveSlow({ Component: Screen });
    await slow;
    expect(router.state.location.pathname).toBe('/fast');
    expect(window.location.pathname).toBe('/fast');
  });
});
