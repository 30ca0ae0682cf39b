/**
 * The boot script, inlined into index.html at build time (vite.config.ts bundles it with esbuild):
 * before the app's JavaScript has downloaded, it
 * - preloads the current route's lazy chunks and their CSS (the build fills ROUTE_ASSETS),
 * - starts the route's first API reads (the app's API client takes them, see lib/api/boot-fetch.ts),
 * - preloads the first product images once those reads answer (the likely LCP element).
 * Every URL here is exactly what the app requests (bootPlan is unit-tested against the app's calls);
 * a read that the app does not take is only a wasted request. Keep it small: no app imports but
 * pure helpers.
 */
// Straight to the files: the package index would bring top-level Intl formatters (slow to create).
import { catalogueWeek } from '../../../../packages/domain/src/calendar.ts';
import { classifyCatalogues, defaultActiveCatalogue } from '../../../../packages/domain/src/catalogue-tabs.ts';
import { tunisDateString } from '../../../../packages/domain/src/clock.ts';
import { readUrl, type Query } from '../lib/api/build-url.ts';
import { nextTask } from '../lib/tasks/next-task.ts';
import type { BootFetch, BootRegistry } from './registry.ts';

/** Lazy chunks (modulepreload) and CSS of a route, by path; filled in by the build. */
export type RouteAssets = Record<string, { js: string[]; css: string[] }>;

/** Page sizes of the screens' first reads (kept equal to the app's by boot.test.ts). */
export const BOOT_SIZES = { homeStrip: 22, promosPage: 24, lastChancePage: 24, catalogueProductsPage: 24 } as const;
/** How many first product images are preloaded with high priority. */
const EAGER_IMAGES = 3;

/** What the boot script reads from local storage. */
export interface BootState {
  token: string | null;
  /** The server's instant written into the page (meta qadhya-now), when the page came from it. */
  serverNow?: Date | null;
  /** The chosen store's magasin_code (local key current_store), or null. */
  magasin: string | null;
  /** The app's language (local key LANG): every read carries it, as the app's do (default fr). */
  lang?: 'fr' | 'ar';
}

/** A read the boot script starts: its URL, whether it carries the token, and what follows from its answer. */
export interface BootRead {
  url: string;
  auth: boolean;
  /** Image URLs to preload from the answer. */
  images?: (body: unknown) => string[];
  /** Reads that depend on this answer. */
  then?: (body: unknown) => BootRead[];
}

interface Item {
  image?: string;
  status?: string;
}

const items = (body: unknown): Item[] => {
  const list = (body as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? (list as Item[]) : [];
};
const firstImages = (list: Item[]) =>
  list
    .map((i) => i.image)
    .filter((src): src is string => typeof src === 'string' && src !== '')
    .slice(0, EAGER_IMAGES);

/** The API reads of a route, given the stored state. `clock` is the answer of GET /clock. */
export function bootPlan(path: string, state: BootState): BootRead[] {
  const { magasin, serverNow } = state;
  const url = (route: string, query?: Query) => readUrl(route, query, state.lang ?? 'fr');
  // GET /clock always (the app's clock takes it); what depends on the date starts at once when the
  // page carries the server's instant, else when the clock answers.
  const clockRead = (then: (now: Date) => BootRead[]): BootRead => ({
    url: url('/clock'),
    auth: false,
    then: (body) => {
      if (serverNow) return [];
      const iso = (body as { now?: unknown } | null)?.now;
      const at = typeof iso === 'string' ? new Date(iso) : new Date(NaN);
      return Number.isNaN(at.getTime()) ? [] : then(at);
    },
  });
  const withClock = (then: (now: Date) => BootRead[]): BootRead[] => [clockRead(then), ...(serverNow ? then(serverNow) : [])];
  const lastChance = (query: Query): BootRead => ({
    url: url('/last-chance', { magasin: magasin ?? undefined, distinct: magasin ? undefined : true, ...query }),
    auth: true,
    images: (body) => firstImages(items(body)),
  });

  switch (path) {
    case '/layout': {
      const today = (now: Date) => tunisDateString(now);
      return [
        ...withClock((now) => [
          {
            url: url('/promos', { oc_debut: today(now), oc_fin: today(now), pageSize: BOOT_SIZES.homeStrip }),
            auth: true,
            images: (body) => firstImages(items(body).filter((p) => p.status === 'today')),
          },
        ]),
        lastChance({ limit: BOOT_SIZES.homeStrip, pageSize: BOOT_SIZES.homeStrip }),
        { url: url('/catalogues'), auth: true },
      ];
    }
    case '/layout/great-offers':
      return withClock((now) => {
        const range = catalogueWeek(tunisDateString(now));
        return [
          {
            url: url('/promos', { oc_debut: range.start, oc_fin: range.end, page: 1, pageSize: BOOT_SIZES.promosPage }),
            auth: true,
            images: (body) => firstImages(items(body)),
          },
        ];
      });
    case '/layout/last-chance/products':
      return [
        clockRead(() => []),
        { url: url('/last-chance/categories', { magasin: magasin ?? undefined }), auth: true },
        lastChance({ page: 1, pageSize: BOOT_SIZES.lastChancePage }),
      ];
    case '/layout/catalogs': {
      // The products of the default catalogue need both the clock and the list.
      let now: Date | null = null;
      let list: unknown[] | null = null;
      const products = (): BootRead[] => {
        if (!now || !list) return [];
        const entry = defaultActiveCatalogue(classifyCatalogues(list as Parameters<typeof classifyCatalogues>[0], now));
        if (!entry || entry.id === null) return [];
        return [
          {
            url: url(`/catalogues/${entry.id}/products`, { page: 1, pageSize: BOOT_SIZES.catalogueProductsPage }),
            auth: true,
            images: (body) => [...(entry.image ? [entry.image] : []), ...firstImages(items(body))],
          },
        ];
      };
      return [
        ...withClock((at) => {
          now = at;
          return products();
        }),
        {
          url: url('/catalogues'),
          auth: true,
          then: (body) => {
            list = items(body);
            return products();
          },
        },
      ];
    }
    default:
      return [clockRead(() => [])];
  }
}

/** The app's entry module and its static imports (taken out of index.html by the build). */
export interface EntryAssets {
  src: string;
  preloads: string[];
}

function addLink(doc: Document, rel: string, href: string, as?: string, high?: boolean): void {
  const el = doc.createElement('link');
  el.rel = rel;
  el.href = href;
  if (as) el.as = as;
  if (high) el.setAttribute('fetchpriority', 'high');
  // Same CORS mode as the requests they stand for (Vite loads chunks and their CSS with crossorigin).
  if (rel === 'modulepreload' || as === 'font' || as === 'style') el.crossOrigin = '';
  if (as === 'font') el.type = 'font/woff2';
  doc.head.appendChild(el);
}

/** The first paint's font: Arabic when the page is in Arabic (set by the LANG script before). */
export function preloadFont(win: Window, fonts: { latin?: string; arabic?: string }): void {
  const doc = win.document;
  const font = doc.documentElement.dir === 'rtl' ? fonts.arabic : fonts.latin;
  if (font) addLink(doc, 'preload', font, 'font');
}

/**
 * Once the first screen is painted (the frame after the first animation frame; at once in a hidden
 * tab, which draws no frames; after 1.5 s whatever happens), runs `before` (the boot reads) and, in
 * the next task, adds the app's module script, then its modulepreloads a few a task: short tasks
 * rather than one long one on a slow phone (docs/shell.md#start-up-in-short-tasks). Until then the page's own
 * requests (stylesheet, font, the first pictures) have the network to themselves: the first
 * products paint sooner, and the app's code follows a frame later
 * (docs/shell.md#first-screen-in-the-html). No entry (a dev page, whose script stays in the HTML):
 * only `before`.
 */
export function startEntry(win: Window, entry: EntryAssets | null, before: () => void): void {
  let started = false;
  const addEntry = () => {
    if (!entry) return;
    const doc = win.document;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.src;
    doc.head.appendChild(script);
    // Its ~40 chunks, a few a task (as the route's): all at once were a task of 15–35 ms. They
    // are all asked for before the entry, fetched and parsed, would find them itself.
    inTasks(
      win,
      entry.preloads.map((href) => () => addLink(doc, 'modulepreload', href)),
      PRELOADS_PER_TASK,
    );
  };
  const go = () => {
    if (started) return;
    started = true;
    try {
      before();
    } finally {
      nextTask(addEntry, win);
    }
  };
  try {
    if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function') return go();
    win.requestAnimationFrame(() => win.setTimeout(go, 0));
    win.setTimeout(go, 1500);
  } catch {
    go();
  }
}

/**
 * How many preload links the boot adds in one task. A route's lazy chunks and their CSS are up to
 * ~70 links (last chance), and adding one costs the browser a fetch's set-up, 1–2 ms each on this
 * machine: all at once they made a task of 25–30 ms, over 100 ms at Lighthouse's 4× CPU; eight a
 * task still 13–18 ms (over 50 ms at 4×).
 */
export const PRELOADS_PER_TASK = 4;

/** Runs `steps` in order, `size` of them in this task and `size` in each next one (nextTask). */
export function inTasks(win: Window, steps: (() => void)[], size: number): void {
  const run = (from: number) => {
    for (const step of steps.slice(from, from + size)) step();
    if (from + size < steps.length) nextTask(() => run(from + size), win);
  };
  if (steps.length) run(0);
}

/** Runs in the page: starts the reads of the plan, and the route's preloads from the next task on, a few links a task. */
export function runBoot(win: Window, assets: RouteAssets): void {
  const doc = win.document;
  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  const link = (rel: string, href: string, as?: string, high?: boolean) => addLink(doc, rel, href, as, high);
  const own = assets[path];
  if (own) {
    const preloads = [
      ...own.css.map((href) => () => link('preload', href, 'style')),
      ...own.js.map((href) => () => link('modulepreload', href)),
    ];
    // From the next task on: this one starts the reads (a fetch costs about as much as a link).
    nextTask(() => inTasks(win, preloads, PRELOADS_PER_TASK), win);
  }

  let token: string | null = null;
  let magasin: string | null = null;
  let lang: 'fr' | 'ar' = 'fr';
  try {
    if (win.localStorage.getItem('LANG') === 'ar') lang = 'ar';
    token = win.localStorage.getItem('token');
    if (token && !token.trim()) token = null;
    const store = JSON.parse(win.localStorage.getItem('current_store') ?? 'null') as { magasin_code?: unknown } | null;
    magasin = store && typeof store.magasin_code === 'string' ? store.magasin_code : null;
  } catch {
    // No storage, or an unreadable store: the defaults.
  }
  // Offline, the service worker and the app's own fallbacks answer: nothing to start.
  if (win.navigator.onLine === false) return;

  const registry: BootRegistry = { fetches: {}, startedAt: Date.now() };
  win.__qadhyaBoot = registry;
  const preloaded = new Set<string>();
  const start = (read: BootRead) => {
    if (registry.fetches[read.url]) return;
    const sent = read.auth && token ? token : null;
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
    if (sent) headers.authorization = `Bearer ${sent}`;
    const entry: BootFetch = { token: sent, sentAt: Date.now(), receivedAt: null, response: fetch(read.url, { headers }) };
    registry.fetches[read.url] = entry;
    entry.response.then(
      (res) => {
        entry.receivedAt = Date.now();
        if (!res.ok || (!read.images && !read.then)) return;
        res
          .clone()
          .json()
          .then((body: unknown) => {
            for (const src of read.images?.(body) ?? []) {
              if (preloaded.has(src)) continue;
              preloaded.add(src);
              link('preload', src, 'image', true);
            }
            for (const next of read.then?.(body) ?? []) start(next);
          })
          .catch(() => undefined);
      },
      () => undefined,
    );
  };
  const meta = doc.querySelector('meta[name="qadhya-now"]')?.getAttribute('content');
  const serverNow = meta ? new Date(meta) : null;
  const plan = bootPlan(path, { token, magasin, lang, serverNow: serverNow && !Number.isNaN(serverNow.getTime()) ? serverNow : null });
  for (const read of plan) start(read);
}
