import { currentLocation, createKey, entryOf, pathOf, resolveTo, type Location } from './location.ts';
import { branchesOf, matchRoutes, type RouteMatch, type RouteObject } from './routes.ts';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** 'loading' while the screens of the next location load (lazy routes). */
  navigation: { state: 'idle' | 'loading'; location?: Location };
  action: NavigationAction;
  /** False until the screens of the first location have loaded. */
  ready: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  createHref(to: string): string;
}

const loads = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's screen once; later matches use route.Component directly. */
function loadRoute(route: RouteObject): Promise<void> {
  if (!route.lazy) return Promise.resolve();
  let load = loads.get(route);
  if (!load) {
    load = route.lazy().then(
      ({ Component }) => {
        route.Component = Component;
        route.lazy = undefined;
      },
      (error: unknown) => {
        loads.delete(route); // a later visit tries again
        throw error;
      },
    );
    loads.set(route, load);
  }
  return load;
}

/**
 * A browser router for a route table: follows the address bar (pushState, popstate), loads lazy
 * screens before showing them (navigation 'loading' meanwhile), and tells subscribers.
 */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const branches = branchesOf(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const entry = entryOf(window.history.state);
  let idx = entry.idx ?? 0;
  if (entry.idx === undefined) window.history.replaceState({ usr: entry.usr ?? null, key: entry.key ?? createKey(), idx }, '');

  const first = currentLocation();
  let state: RouterState = {
    location: first,
    matches: matchRoutes(branches, first.pathname) ?? [],
    navigation: { state: 'idle' },
    action: 'POP',
    ready: false,
  };
  let pending = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  async function go(location: Location, action: NavigationAction, write: () => void): Promise<void> {
    const id = ++pending;
    const matches = matchRoutes(branches, location.pathname) ?? [];
    const lazy = matches.filter((m) => m.route.lazy);
    if (lazy.length) {
      set({ navigation: { state: 'loading', location } });
      try {
        await Promise.all(lazy.map((m) => loadRoute(m.route)));
      } catch (error) {
        if (id !== pending) return;
        console.error('router: a screen could not load', error);
        // Most often a new version replaced the chunks: a full load of the page fetches the new ones.
        window.location.assign(pathOf(location));
        return;
      }
      if (id !== pending) return; // a newer navigation took over
    }
    write();
    set({ location, matches, action, navigation: { state: 'idle' }, ready: true });
  }

  void Promise.all(state.matches.map((m) => loadRoute(m.route))).then(
    () => set({ ready: true, matches: state.matches }),
    (error: unknown) => console.error('router: the first screen could not load', error),
  );

  window.addEventListener('popstate', () => {
    const location = currentLocation();
    idx = entryOf(window.history.state).idx ?? idx;
    void go(location, 'POP', () => {});
  });

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => pathOf(resolveTo(to, window.location.href)),
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const url = resolveTo(to, window.location.href);
      const key = createKey();
      const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: options.state ?? null, key };
      // A push to the page already shown replaces it (as React Router did).
      const replace = options.replace || pathOf(url) === pathOf(state.location);
      await go(location, replace ? 'REPLACE' : 'PUSH', () => {
        if (!replace) idx += 1;
        const record = { usr: location.state, key, idx };
        if (replace) window.history.replaceState(record, '', pathOf(location));
        else window.history.pushState(record, '', pathOf(location));
      });
    },
  };
}
