/**
 * Issue 18, terms, legal texts, brands and the rotary menu (docs/content.md, docs/brands.md), on a
 * server of its own: /cgu shows the articles and the contact e-mail as a mailto link; the privacy
 * screen's cookie dialog links to /cgu; an admin publishes a new cgu version → the shopper is asked
 * once, accepts, and is not asked again after a reload; brands → a brand's products by category →
 * the product's detail, the brand kept under selectedMarque across a reload; the rotary menu's
 * tel: and social links. Screenshots fr + ar, axe-core on each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, startServerWithAdmin, stopServerWithAdmin } from './helpers/admin.ts';
import { apiAs, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { launchBrowser, newPhone, type PhoneContext } from './helpers/browser.ts';
import { screenshot } from './helpers/screenshots.ts';
import type { RunningServer } from './helpers/server.ts';

const ADMIN = { email: 'direction@contenu.e2e.qadhya.test', password: 'une longue phrase de passe contenu' };
const CONTACT = 'ecrire@contenu.qadhya.test';

let server: RunningServer;
let dataDir: string;
let baseURL: string;
let browser: Browser;
let adminToken = '';
let shopper: TestAccount;
const phones: PhoneContext[] = [];

async function phone(lang: 'fr' | 'ar', account?: TestAccount): Promise<Page> {
  const opened = await newPhone(browser, baseURL, lang === 'ar' ? { locale: 'ar-TN' } : {});
  phones.push(opened);
  opened.context.setDefaultTimeout(15_000);
  if (account) await signInContext(opened.context, account, { LANG: lang });
  else await opened.context.addInitScript((l) => localStorage.setItem('LANG', l), lang);
  return opened.context.newPage();
}

beforeAll(async () => {
  ({ server, dataDir } = await startServerWithAdmin('content', ADMIN, {
    APP_NOW: '2026-11-24T10:00',
    CONTACT_EMAIL: CONTACT,
    TOLL_FREE_NUMBER: '80102030',
  }));
  baseURL = server.baseURL;
  browser = await launchBrowser();
  adminToken = (await adminApi.enrolByApi(baseURL, ADMIN.email, ADMIN.password)).token;
  shopper = await signUpViaApi(baseURL, { name: 'Salma', lastname: 'Trabelsi', password: 'salma-contenu-1', acceptTerms: false });
}, 240_000);

afterAll(async () => {
  for (const p of phones) await p.context.close().catch(() => undefined);
  await browser?.close();
  await stopServerWithAdmin(server, dataDir);
});

describe('terms, legal notices, privacy', () => {
  it('/cgu shows the articles, Tunisian law, 13 months and the contact e-mail as a mailto link (fr and ar)', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(lang);
      await page.goto('/cgu');
      const text = page.getByTestId('legal-text');
      await text.waitFor();
      if (lang === 'fr') {
        for (const article of ['Mentions légales', 'Accès', 'Objet', 'Données personnelles', 'Modifications', 'Droit applicable']) {
          await page.getByRole('heading', { name: new RegExp(article) }).waitFor();
        }
        expect(await text.textContent()).toContain('droit tunisien');
        expect(await text.textContent()).toContain('13 mois');
        expect(await page.getByTestId('legal-meta').textContent()).toContain('31/12/2025');
      } else {
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await text.textContent()).toContain('لقانون التونسي');
      }
      const mail = text.locator(`a[href="mailto:${CONTACT}"]`).first();
      expect(await mail.textContent()).toBe(CONTACT);
      await expectAccessible(page);
      await screenshot(page, `content-cgu-${lang}`);
    }
  });

  it('the legal notices, then confidentialité: the cookie dialog says 13 months and leads to /cgu', async () => {
    const page = await phone('fr', shopper);
    await page.goto('/layout/legal');
    await page.getByRole('heading', { name: 'Hébergement' }).waitFor();
    expect(await page.getByTestId('legal-text').textContent()).toContain('Open Food Facts');
    await expectAccessible(page);
    await screenshot(page, 'content-legal-fr');

    await page.goto('/layout/confidentialite');
    await page.getByRole('heading', { name: 'Politique de cookies', level: 3 }).waitFor();
    await page.getByTestId('open-cookie-policy').click();
    const sheet = page.getByTestId('cookie-sheet');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('13 mois');
    await expectAccessible(page);
    await screenshot(page, 'content-cookies-fr');
    await sheet.getByTestId('cookie-cgu-link').click();
    await page.waitForURL('**/cgu');
    await page.getByTestId('legal-page-cgu').waitFor();
  });

  it('a new cgu version published: the shopper is asked once, accepts, and is not asked again after a reload', async () => {
    // Version 1 first: this shopper never accepted, so the app asks for it.
    const page = await phone('fr', shopper);
    await page.goto('/layout/profil');
    const prompt = page.getByTestId('terms-prompt');
    await prompt.waitFor();
    expect(await prompt.getAttribute('data-version')).toBe('1');
    await prompt.getByTestId('terms-accept').click();
    await prompt.waitFor({ state: 'detached' });

    const draft = await adminApi.api<{ version: number }>(
      baseURL,
      'POST',
      '/admin/texts/cgu',
      {
        body_fr: `## Article 1 – Mentions légales\n\nNouvelle version. Contact : {email}.`,
        body_ar: '## الفصل 1\n\nنسخة جديدة.',
        effective_on: '2026-12-15',
      },
      adminToken,
    );
    await adminApi.api(baseURL, 'POST', `/admin/texts/cgu/${draft.version}/publish`, undefined, adminToken);

    await page.reload();
    await prompt.waitFor();
    expect(await prompt.getAttribute('data-version')).toBe(String(draft.version));
    await expectAccessible(page);
    await screenshot(page, 'content-terms-prompt-fr');
    // « Lire les conditions » opens the new text; back on the layout the question is still there.
    await prompt.getByTestId('terms-read').click();
    await page.waitForURL('**/cgu');
    expect(await page.getByTestId('legal-text').textContent()).toContain('Nouvelle version');
    await page.goBack();
    await prompt.getByTestId('terms-accept').click();
    await prompt.waitFor({ state: 'detached' });
    const status = await apiAs(baseURL, shopper.token, 'GET', '/terms/status');
    expect(status.body).toMatchObject({ current_version: draft.version, accepted_version: draft.version, needs_acceptance: false });

    await page.reload();
    await page.getByTestId('profile-page-name').waitFor();
    // The check ran (its answer: nothing to accept) and asked nothing.
    await page.getByTestId('terms-checked').waitFor({ state: 'attached' });
    expect(await prompt.count()).toBe(0);
  });
});

describe('brands and the rotary menu', () => {
  it.each(['fr', 'ar'] as const)(
    '%s: univers-mantoujna → a brand → its products by category → the product; selectedMarque survives a reload',
    async (lang) => {
      const page = await phone(lang);
      await page.goto('/layout/univers-mantoujna');
      const cards = page.getByTestId('brand-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await screenshot(page, `brands-universe-${lang}`);
      const name = (await cards.first().getAttribute('data-brand'))!;
      await cards.first().click();
      await page.waitForURL('**/layout/detail-mantoujna');
      const groups = page.getByTestId('brand-category');
      await groups.first().waitFor();
      expect(await page.getByTestId('brand-name').textContent()).toBe(name);
      expect(await page.evaluate(() => localStorage.getItem('selectedMarque'))).toBe(name);
      expect(await groups.count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await screenshot(page, `brands-detail-${lang}`);
      if (lang === 'ar') return;

      await page.reload();
      await groups.first().waitFor();
      expect(await page.getByTestId('brand-name').textContent()).toBe(name);
      await page.goto('/detail-mantoujna');
      await groups.first().waitFor();
      await page.goto('/layout/mantoujna');
      await groups.first().waitFor();
      const card = groups.first().getByTestId('product-card').first();
      const sku = (await card.getAttribute('data-sku'))!;
      await card.getByRole('link').first().click();
      await page.waitForURL(`**/detail-produit/${sku}`);
    },
  );

  it.each(['fr', 'ar'] as const)(
    '%s: univers-mantoujna shows its header (back arrow, title, search icon) right above its full-bleed picture, and both work',
    async (lang) => {
      const page = await phone(lang);
      await page.goto('/layout/univers-mantoujna');
      await page.getByTestId('brand-card').first().waitFor();
      const header = page.getByTestId('page-header');
      expect(await page.getByTestId('header-title').innerText()).toBe(lang === 'fr' ? 'Univers Mantoujna' : 'عالم منتوجنا');
      const back = page.getByTestId('header-back');
      const search = page.getByTestId('header-search');
      expect(await back.getAttribute('aria-label')).toBe(lang === 'fr' ? 'Retour' : 'رجوع');
      expect(await back.isVisible()).toBe(true);
      expect(await search.isVisible()).toBe(true);
      // The picture spans the phone's whole width and starts where the header ends.
      const hero = page.getByTestId('brands-hero');
      await hero.locator('img').first().waitFor();
      const [h, p] = [(await header.boundingBox())!, (await hero.boundingBox())!];
      expect(p.x).toBe(0);
      expect(p.width).toBe(page.viewportSize()!.width);
      expect(Math.abs(p.y - (h.y + h.height))).toBeLessThan(1);
      await expectAccessible(page);
      await screenshot(page, `brands-universe-header-${lang}`);
      // The search icon leads to the last-chance search; its back arrow returns here.
      await search.click();
      await page.waitForURL('**/last-chance/search');
      await page.getByTestId('header-back').click();
      await page.waitForURL('**/layout/univers-mantoujna');
      await page.getByTestId('brands-hero').waitFor();
      // Opened first (no screen of the app before it), its back arrow leads home.
      await page.getByTestId('header-back').click();
      await page.waitForURL((url) => url.pathname === '/layout');
    },
  );

  it('the rotary menu: the toll-free number as a tel: link and the social links, in a list and on the wheel', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(lang);
      await page.goto('/layout/rotary-menu');
      const links = page.getByTestId('rotary-links');
      await links.waitFor();
      expect(await page.getByTestId('rotary-tel').getAttribute('href')).toBe('tel:80102030');
      const social = page.getByTestId('rotary-social');
      expect(await social.count()).toBeGreaterThan(1);
      for (const href of await social.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^https:\/\//);
      expect(await page.getByTestId('rotary-wheel').getAttribute('aria-hidden')).toBe('true');
      expect(await page.getByTestId('rotary-wheel').getAttribute('data-dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('rotary-tel').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rotary-social');
      await expectAccessible(page);
      await screenshot(page, `rotary-menu-${lang}`);
    }
  });
});
