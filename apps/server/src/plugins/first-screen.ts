/**
 * The first screen in the HTML (docs/shell.md#first-screen-in-the-html): when index.html is served
 * for one of the four first screens (/layout, catalogs, great-offers, last-chance), the server puts
 * the first products' cards (picture, name, prices) into the page, read from the same cached API
 * answers the app reads next, for the server's day (Africa/Tunis) and the shopper's language (the
 * `lang` cookie the app writes, else French). The pre-JS shell (apps/web/src/boot/shell.ts) draws
 * them in its placeholder cards before any JavaScript module has arrived; the first pictures are
 * also preloaded from the head. The page is answered with no-cache and an ETag: a browser always
 * asks again, so a day's promos never outlive their day.
 */
import crypto from 'node:crypto';
import { catalogueWeek, classifyCatalogues, defaultActiveCatalogue, tunisDateString } from '@qadhya/domain';
import type { FirstScreen, FirstScreenCard, FirstScreenSlot } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';

export type FirstScreenLang = FirstScreen['lang'];

/** Cards the shell draws: three on a home strip, four in a grid (as its placeholders). */
const SLOT_SIZE: Record<FirstScreenSlot, number> = { promos: 3, lastChance: 3, grid: 4 };
/** Pictures preloaded from the head (the likely LCP element is the first). */
const PRELOADED = 2;
/** The page sizes of the app's first reads (apps/web/src/boot/boot.ts BOOT_SIZES), so the answers are the cached ones. */
const SIZES = { homeStrip: 22, page: 24 } as const;

export const FIRST_SCREEN_PATHS = ['/layout', '/layout/catalogs', '/layout/great-offers', '/layout/last-chance/products'] as const;

/** The language of the page: the app's `lang` cookie, else French (the app's default). */
export function firstScreenLang(cookieHeader: string | undefined): FirstScreenLang {
  const m = /(?:^|;\s*)lang=(fr|ar)(?:;|$)/.exec(cookieHeader ?? '');
  return m?.[1] === 'ar' ? 'ar' : 'fr';
}

/** Same URL (and query order) as the app's read, so the response cache answers it. */
function apiUrl(path: string, query: Record<string, string | number | boolean | undefined>, lang: FirstScreenLang): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, lang })) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return `/api/v1${path}${qs ? `?${qs}` : ''}`;
}

interface Item {
  image?: unknown;
  name?: unknown;
  price?: unknown;
  old_price?: unknown;
  remise?: unknown;
  status?: unknown;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
function toCards(items: Item[], slot: FirstScreenSlot): FirstScreenCard[] {
  return items
    .filter((i) => typeof i.image === 'string' && i.image !== '' && typeof i.name === 'string')
    .slice(0, SLOT_SIZE[slot])
    .map((i) => ({
      image: i.image as string,
      name: i.name as string,
      price: num(i.price),
      old_price: num(i.old_price),
      remise: num(i.remise),
    }));
}

/** The first screen of a path at an instant, in a language; null for other paths or when no read answers. */
export async function firstScreen(app: FastifyInstance, path: string, now: Date, lang: FirstScreenLang): Promise<FirstScreen | null> {
  const read = async (url: string): Promise<Item[] | null> => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', 'accept-language': lang } });
    if (res.statusCode !== 200) return null;
    const items = (res.json() as { items?: unknown }).items;
    return Array.isArray(items) ? (items as Item[]) : null;
  };
  const day = tunisDateString(now);
  const slots: FirstScreen['slots'] = {};
  switch (path) {
    case '/layout': {
      const [promos, lastChance] = await Promise.all([
        read(apiUrl('/promos', { oc_debut: day, oc_fin: day, pageSize: SIZES.homeStrip }, lang)),
        read(apiUrl('/last-chance', { distinct: true, limit: SIZES.homeStrip, pageSize: SIZES.homeStrip }, lang)),
      ]);
      if (promos)
        slots.promos = toCards(
          promos.filter((p) => p.status === 'today'),
          'promos',
        );
      if (lastChance) slots.lastChance = toCards(lastChance, 'lastChance');
      break;
    }
    case '/layout/great-offers': {
      const week = catalogueWeek(day);
      const promos = await read(apiUrl('/promos', { oc_debut: week.start, oc_fin: week.end, page: 1, pageSize: SIZES.page }, lang));
      if (promos) slots.grid = toCards(promos, 'grid');
      break;
    }
    case '/layout/last-chance/products': {
      const items = await read(apiUrl('/last-chance', { distinct: true, page: 1, pageSize: SIZES.page }, lang));
      if (items) slots.grid = toCards(items, 'grid');
      break;
    }
    case '/layout/catalogs': {
      const list = await read(apiUrl('/catalogues', {}, lang));
      if (!list) break;
      const entry = defaultActiveCatalogue(classifyCatalogues(list as unknown as Parameters<typeof classifyCatalogues>[0], now));
      if (!entry || entry.id === null) break;
      const items = await read(apiUrl(`/catalogues/${entry.id}/products`, { page: 1, pageSize: SIZES.page }, lang));
      if (items) slots.grid = toCards(items, 'grid');
      break;
    }
    default:
      return null;
  }
  return Object.keys(slots).length ? { day, lang, slots } : null;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the first screen: the first pictures preloaded from the head, and the cards as a
 * JSON data block (never run: the CSP's script hashes do not concern it) just before the shell's
 * script, which draws them only when their language and day are the page's.
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  const order: FirstScreenSlot[] = ['promos', 'grid', 'lastChance'];
  const images = order.flatMap((s) => screen.slots[s] ?? []).map((c) => c.image);
  const preloads = [...new Set(images)]
    .slice(0, PRELOADED)
    .map((src) => `\n    <link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high" />`)
    .join('');
  const data = `<script type="application/json" id="first-screen">${scriptJson(screen)}</script>\n    `;
  return html.replace(/<head>/i, `<head>${preloads}`).replace(/<body>\s*/i, (m) => `${m}${data}`);
}

/** A strong ETag of the page's bytes. */
export function pageEtag(html: string): string {
  return `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
}
