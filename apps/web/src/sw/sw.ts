/// <reference lib="webworker" />
/**
 * The app's service worker (docs/favourites-offline.md#service-worker), built by vite-plugin-pwa
 * (injectManifest) into /sw.js with the build's file list in `self.__WB_MANIFEST`: the shell and
 * every hashed file precached, navigations answered with the cached index.html (but /api, /uploads
 * and the back office), media and uploads cache-first, public API reads network-first, web push
 * (public/push-sw.js). A new version waits until the app says SKIP_WAITING (the update prompt).
 *
 * Workbox's own install fetches and stores the files one at a time: 439 of them took 7.6 s on an
 * idle machine, almost all of it in the browser's worker fetch and cache rather than the network.
 * Here the same steps run PRECACHE_AT_ONCE at a time, so the app works offline sooner after a
 * first visit (docs/favourites-offline.md#service-worker).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How many files the install fetches and stores at once. */
const PRECACHE_AT_ONCE = 8;
const DAY = 24 * 60 * 60;

importScripts('/push-sw.js');

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);

/** Workbox's cache mode per file: a file with a revision is fetched past the HTTP cache. */
const cacheModes = new Map<string, RequestCache>(
  manifest.map((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    const revised = typeof entry !== 'string' && Boolean(entry.revision);
    return [new URL(url, self.location.href).href, revised ? 'reload' : 'default'];
  }),
);

/** PrecacheController.install's steps for each file, PRECACHE_AT_ONCE files at a time. */
async function installAll(event: ExtendableEvent): Promise<void> {
  const queue = [...precache.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [url, cacheKey] = item;
      const request = new Request(url, {
        integrity: precache.getIntegrityForCacheKey(cacheKey),
        cache: cacheModes.get(url) ?? 'default',
        credentials: 'same-origin',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, next));
}

self.addEventListener('install', (event) => event.waitUntil(installAll(event)));
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// /admin is the back office (apps/admin): its own page, never the shoppers' cached shell.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/admin(\/|$)/],
  }),
);

/** Versioned URLs under `prefix`, answered from the cache first (at most `maxEntries`, 30 days). */
function cacheFirst(prefix: string, cacheName: string, maxEntries: number): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(prefix),
    new CacheFirst({
      cacheName,
      plugins: [
        new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        new CacheableResponsePlugin({ statuses: [200] }),
      ],
    }),
    'GET',
  );
}

// Product, catalogue (cover, pages), category images, and the uploads.
cacheFirst('/api/v1/media/', 'qadhya-media', 300);
cacheFirst('/uploads/', 'qadhya-uploads', 100);

/**
 * API reads: the network first (fresh answers), the last answer when it fails. Never cached: private
 * or write-like paths (auth, users, families, favorites), the back office's calls (admin: a staff page
 * on this origin is under this worker's scope too) and /api/dev. Nor the wallet: a cache keyed by the
 * address alone would give one account's coupons and tickets to the next on the phone, in clear; the
 * app keeps them itself, per account and encrypted (docs/wallet.md#offline-at-the-till). Nor the
 * lists' live stream, which never ends: the page reads it straight from the network
 * (docs/shopping-lists.md#offline-and-live-in-the-app).
 */
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/v1/') &&
    !/^\/api\/v1\/(auth|users|families|favorites|wallet|admin|integrations)(\/|$)/.test(url.pathname) &&
    url.pathname !== '/api/v1/lists/events',
  new NetworkFirst({
    cacheName: 'qadhya-api',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
  'GET',
);
