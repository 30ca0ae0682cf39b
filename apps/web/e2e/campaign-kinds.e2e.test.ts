/**
 * Campaigns of every kind as shoppers meet them (docs/games.md#campaign-kinds): « campagnes » shows an
 * « Promo du jour » campaign made in the back office, with its drawn picture and « Voir les offres »;
 * one tap lands on the daily promotions screen, in French and in Arabic.
 */
import type { AdminCampaign } from '@qadhya/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, enrolByApi, serverNow, startServerWithAdmin, stopServerWithAdmin } from './helpers/admin.ts';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, seedLocalStorage, type PhoneContext } from './helpers/browser.ts';
import { tunisWall } from './helpers/campaigns.ts';
import { screenshot } from './helpers/screenshots.ts';
import type { RunningServer } from './helpers/server.ts';

const ADMIN = { email: 'direction@kinds.e2e.qadhya.test', password: 'une longue phrase de passe campagnes' };

let server: RunningServer;
let dataDir: string;
let baseURL: string;
let browser: Browser;
let daily: AdminCampaign;
const phones: PhoneContext[] = [];

async function phone(lang: 'fr' | 'ar'): Promise<Page> {
  const p = await newPhone(browser, baseURL, lang === 'ar' ? { locale: 'ar-TN' } : {});
  phones.push(p);
  await seedLocalStorage(p.context, { LANG: lang });
  const page = await p.context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

beforeAll(async () => {
  ({ server, dataDir } = await startServerWithAdmin('kinds', ADMIN, { APP_NOW: '2026-11-24T10:30' }));
  baseURL = server.baseURL;
  browser = await launchBrowser();
  const { token } = await enrolByApi(baseURL, ADMIN.email, ADMIN.password);
  const now = await serverNow(baseURL);
  // Started a minute ago: the newest card of « campagnes », first in the list.
  daily = await api<AdminCampaign>(
    baseURL,
    'POST',
    '/admin/campaigns',
    {
      kind: 'offre_du_jour',
      title: 'Promo du jour',
      title_ar: 'عرض اليوم',
      description: 'Une nouvelle promo chaque jour : profitez-en aujourd’hui.',
      description_ar: 'عرض جديد كلّ يوم: استفد منه اليوم.',
      starts_at: tunisWall(now - 60_000),
      ends_at: tunisWall(now + 7 * 86_400_000),
      budget: 0,
      prizes: [],
    },
    token,
  );
}, 180_000);

afterAll(async () => {
  for (const p of phones) await p.context.close().catch(() => undefined);
  await browser?.close();
  await stopServerWithAdmin(server, dataDir);
});

describe('a « Promo du jour » campaign', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`is shown in « campagnes » and one tap opens the daily promotions (${lang})`, async () => {
      const page = await phone(lang);
      await page.goto('/layout/campagnes');
      const card = page.getByTestId('campaign-card').filter({ hasText: lang === 'fr' ? daily.title : daily.title_ar });
      await card.waitFor();
      const open = card.getByTestId('campaign-open');
      expect(await open.getAttribute('data-kind')).toBe('offre_du_jour');
      expect(await open.innerText()).toBe(lang === 'fr' ? 'Voir les offres' : 'اطّلع على العروض');
      // Its drawn picture, named for screen readers in the shopper's language; no game's « Jouer ».
      expect(await card.locator('img').getAttribute('alt')).toBe(
        lang === 'fr' ? 'Dessin de la campagne Promo du jour' : 'رسم حملة عرض اليوم',
      );
      expect(await card.getByTestId('campaign-play').count()).toBe(0);
      expect(await card.getByTestId('campaign-status').innerText()).toBe(lang === 'fr' ? 'Active' : 'جارية');
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `${lang}-campagnes-offre-du-jour`);
      await expectNoBlockingViolations(page, `campagnes with an offre du jour ${lang}`);
      await open.click();
      await page.waitForURL(/\/layout\/offers$/);
      await page.getByTestId('offers-page').waitFor();
      await screenshot(page, `${lang}-campagnes-offre-du-jour-landed`);
    });
  }
});
