import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FirstScreen } from '@qadhya/contracts';
import { catalogueWeek, parseTunisDateTime, tunisDateString } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintCodepoints, fontCodepoints, fullFontBytes } from '../../../../packages/design/src/arabic-first/font.ts';
import { arabicCodepoints } from '../../../../packages/design/src/arabic-first/letters.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock, type MutableClock } from '../helpers/clock.ts';

/** The first screen the page carries (script#first-screen), or null. */
function carried(html: string): FirstScreen | null {
  const m = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as FirstScreen) : null;
}

interface Item {
  image: string;
  name: string;
  status?: string;
}

describe('the first screen in index.html (docs/shell.md#first-screen-in-the-html)', () => {
  let app: FastifyInstance;
  let clock: MutableClock;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-first-screen-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="fr" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <script>window.__qadhyaShell && window.__qadhyaShell();</script>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    clock = mutableClock('2026-11-24T13:30');
    app = await buildTestApp({ clock, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const api = async (url: string, lang: 'fr' | 'ar' = 'fr') =>
    (await app.inject(`/api/v1${url}${url.includes('?') ? '&' : '?'}lang=${lang}`)).json() as { items: Item[] };
  const todayPromos = async (day: string, lang: 'fr' | 'ar' = 'fr') =>
    (await api(`/promos?oc_debut=${day}&oc_fin=${day}&pageSize=22`, lang)).items.filter((p) => p.status === 'today').slice(0, 3);

  it('carries the home strips of the clock’s day, and follows the clock to the next day', async () => {
    const days = ['2026-11-24T13:30', '2026-11-27T09:00'];
    const seen: string[][] = [];
    for (const at of days) {
      clock.set(parseTunisDateTime(at)!);
      const day = tunisDateString(clock.now());
      const res = await app.inject('/layout');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const screen = carried(res.body)!;
      expect(screen).not.toBeNull();
      expect(screen.day).toBe(day);
      expect(screen.lang).toBe('fr');
      const expected = await todayPromos(day);
      expect(expected.length).toBeGreaterThan(0);
      expect(screen.slots.promos!.map((c) => c.image)).toEqual(expected.map((p) => p.image));
      expect(screen.slots.promos!.map((c) => c.name)).toEqual(expected.map((p) => p.name));
      // The first picture is preloaded from the head.
      expect(res.body).toContain(`<link rel="preload" as="image" href="${expected[0]!.image}" fetchpriority="high" />`);
      seen.push(screen.slots.promos!.map((c) => c.image));
    }
    // Another day, other promos: never yesterday's.
    expect(seen[1]).not.toEqual(seen[0]);
    clock.set(parseTunisDateTime('2026-11-24T13:30')!);
  });

  it('is in the language of the lang cookie (else French)', async () => {
    const day = tunisDateString(clock.now());
    expect(carried((await app.inject('/layout')).body)!.lang).toBe('fr');
    const res = await app.inject({ url: '/layout', headers: { cookie: 'theme=dark; lang=ar' } });
    const ar = carried(res.body)!;
    expect(ar.lang).toBe('ar');
    expect(res.headers.vary).toContain('Cookie');
    expect(ar.slots.promos!.map((c) => c.name)).toEqual((await todayPromos(day, 'ar')).map((p) => p.name));
  });

  it('carries a grid on the other three first screens, and nothing elsewhere', async () => {
    const week = catalogueWeek(tunisDateString(clock.now()));
    const offers = carried((await app.inject('/layout/great-offers')).body)!;
    const promos = await api(`/promos?oc_debut=${week.start}&oc_fin=${week.end}&page=1&pageSize=24`);
    expect(offers.slots.grid!.map((c) => c.image)).toEqual(promos.items.slice(0, 4).map((p) => p.image));
    const lastChance = carried((await app.inject('/layout/last-chance/products/')).body)!;
    expect(lastChance.slots.grid).toHaveLength(4);
    const catalogs = carried((await app.inject('/layout/catalogs')).body)!;
    expect(catalogs.slots.grid!.length).toBeGreaterThan(0);
    expect(carried((await app.inject('/layout/settings')).body)).toBeNull();
  });

  it('writes the Arabic first screens with the letters of the Arabic first-paint font only (docs/shell.md#fonts)', async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const letters = new Set(firstPaintCodepoints(root, fontCodepoints(fullFontBytes())));
    for (const url of ['/layout', '/layout/catalogs', '/layout/great-offers', '/layout/last-chance/products']) {
      const screen = carried((await app.inject({ url, headers: { cookie: 'lang=ar' } })).body)!;
      expect(screen.lang).toBe('ar');
      const names = Object.values(screen.slots).flatMap((cards) => cards.map((c) => c.name));
      expect(names.length, url).toBeGreaterThan(0);
      const lacking = [...arabicCodepoints(names.join(' '))].filter((cp) => !letters.has(cp));
      expect(
        lacking.map((cp) => String.fromCodePoint(cp)),
        url,
      ).toEqual([]);
    }
    // The check can fail: a name with a letter outside the font's (ۋ) is reported.
    expect([...arabicCodepoints('حليب ۋ')].filter((cp) => !letters.has(cp))).toEqual([0x06cb]);
  });

  it('answers 304 to the same page’s ETag', async () => {
    const first = await app.inject('/layout/great-offers');
    const again = await app.inject({ url: '/layout/great-offers', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});
