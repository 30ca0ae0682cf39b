/**
 * The first screen in the HTML (docs/shell.md#first-screen-in-the-html): the server puts the first
 * products of /layout (and the three other first screens) into index.html, for its clock's day and
 * the shopper's language, and the pre-JS shell draws them before any module of the app has arrived.
 */
import { tunisDateString } from '@qadhya/domain';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiGetter } from './helpers/api-get.ts';
import { phoneSession } from './helpers/phone-session.ts';

const baseURL = inject('baseURL');
const apiGet = apiGetter(baseURL);
const phones = phoneSession(baseURL);

interface Item {
  image: string;
  name: string;
  status?: string;
}

/** Today's first three promos as the home strip shows them, in a language, for the server's day. */
async function todayPromos(lang: 'fr' | 'ar'): Promise<Item[]> {
  const { now } = await apiGet<{ now: string }>('/clock');
  // The server's day in Tunis, as the API's dates are written (docs/time.md).
  const day = tunisDateString(new Date(now));
  const promos = await apiGet<{ items: Item[] }>(`/promos?oc_debut=${day}&oc_fin=${day}&pageSize=22&lang=${lang}`);
  return promos.items.filter((p) => p.status === 'today').slice(0, 3);
}

async function withLanguage(context: BrowserContext, lang: 'fr' | 'ar'): Promise<void> {
  // What the app writes when the language is chosen: LANG (the app) and the lang cookie (the server).
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

describe('first screen in the HTML', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`carries the first products of the clock's day in the page itself, without JavaScript (${lang})`, async () => {
      const expected = await todayPromos(lang);
      expect(expected.length).toBeGreaterThan(0);
      const context = await phones.open({ javaScriptEnabled: false });
      await withLanguage(context, lang);
      const page = await context.newPage();
      const images: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'image') images.push(new URL(req.url()).pathname);
      });
      const res = await page.goto('/layout');
      expect(res!.headers()['cache-control']).toBe('no-cache');
      const html = await res!.text();
      const data = JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        lang: string;
        slots: { promos: Item[] };
      };
      expect(data.lang).toBe(lang);
      expect(data.slots.promos.map((c) => c.name)).toEqual(expected.map((p) => p.name));
      // The first picture is asked for by the HTML alone.
      await page.waitForLoadState('load');
      expect(images).toContain(expected[0]!.image);
    });

    it(`draws them in the pre-JS shell before the app's code arrives, then the app takes over (${lang})`, async () => {
      const expected = await todayPromos(lang);
      const context = await phones.open({ storage: lang === 'ar' ? { LANG: 'ar' } : {} });
      await withLanguage(context, lang);
      const page = await context.newPage();
      // The app's modules never arrive: what shows is the HTML, its inline scripts and styles.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/layout');
      const shell = page.locator('#boot-shell');
      expect(await shell.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const cards = shell.locator('[data-slot="promos"] [data-filled]');
      expect(await cards.count()).toBe(expected.length);
      expect(await cards.locator('.bs-nm').allInnerTexts()).toEqual(expected.map((p) => p.name));
      const first = cards.first().locator('img');
      expect(await first.getAttribute('src')).toBe(expected[0]!.image);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('#boot-shell [data-filled] img');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      // The picture's drawn square (inside its padding): the app's must be no larger, or it would be a later LCP.
      const drawn = (selector: string) =>
        page.evaluate((sel) => {
          const img = document.querySelector<HTMLImageElement>(sel)!;
          const css = getComputedStyle(img);
          return [
            img.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight),
            img.clientHeight - parseFloat(css.paddingTop) - parseFloat(css.paddingBottom),
          ];
        }, selector);
      const shellSquare = await drawn('#boot-shell [data-filled] img');
      expect(shellSquare[0]).toBe(shellSquare[1]);
      await page.unroute('**/assets/*.js');

      // With its code, the app draws the same products and the shell goes.
      await page.goto('/layout');
      await page.getByTestId('home-promos').getByTestId('product-card').first().waitFor();
      await shell.waitFor({ state: 'detached' });
      expect(await page.getByTestId('home-promos').locator('img').first().getAttribute('src')).toBe(expected[0]!.image);
      expect(await drawn('[data-testid="home-promos"] img')).toEqual(shellSquare);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    });
  }

  it('leaves the cards out when they are not in the stored language', async () => {
    const context = await phones.open({ storage: { LANG: 'ar' } });
    await withLanguage(context, 'fr');
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/layout');
    expect(await page.locator('#boot-shell .bs-card').count()).toBeGreaterThan(0);
    expect(await page.locator('#boot-shell [data-filled]').count()).toBe(0);
  });

  it('writes the lang cookie when the app starts in a language', async () => {
    const context = await phones.open({ storage: { LANG: 'ar' } });
    const page = await context.newPage();
    await page.goto('/layout');
    await page.getByTestId('home-promos').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
  });
});
