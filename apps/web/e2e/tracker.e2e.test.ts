/**
 * The marketing tracker in the browser (docs/tracker.md), on a server of its own: a visitor finds
 * « Mesure d'audience personnalisée » off, turns it on (kept on the device), searches for words
 * that find nothing; the queue, loaded after first paint, sends the search with its words on the
 * idle timer (Playwright's clock), and the back office's « Audience » lists it among the searches
 * that found nothing. The cookie policy says what is measured. axe on the consent screen and the
 * Audience; screenshots fr/ar-tracker-consent, fr/ar-tracker-cookies, fr-admin-audience.
 */
import type { AudienceReport, TrackBatch } from '@qadhya/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { ownServer } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

const ADMIN = { email: 'direction@audience.e2e.qadhya.test', password: 'une longue phrase de passe audience' };
const MARKETING = { email: 'marketing@audience.e2e.qadhya.test', password: 'le marketing lit son audience' };
const own = ownServer('tracker', ADMIN, { APP_NOW: '2026-11-24T10:00' }, { logWindowErrors: true });
let adminToken = '';
let marketingSecret = '';
const WORDS = 'zzqx introuvable';

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  adminToken = admin.token;
  marketingSecret = (await adminApi.createStaff(own.baseURL, admin.token, MARKETING, 'marketing')).secret;
}, 240_000);

describe('the marketing tracker', () => {
  it('a visitor turns the consent on; the cookie policy says what is measured (fr, ar)', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await own.phone({ as: null, lang });
      await page.goto('/layout/notifs');
      const toggle = page.getByTestId('switch-tracking');
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('tracking_consent'))).toBe('1');
      const card = page.getByTestId('tracking-consent');
      expect(await card.innerText()).toContain(lang === 'fr' ? 'Mesure d’audience personnalisée' : 'قياس الجمهور المخصّص');
      await card.scrollIntoViewIfNeeded();
      await expectNoViolations(page, `${lang} consent`);
      await screenshot(page, `${lang}-tracker-consent`);

      await page.goto('/layout/confidentialite');
      await page
        .getByRole('button', { name: lang === 'fr' ? 'Politique de cookies' : 'سياسة ملفات تعريف الارتباط' })
        .first()
        .click();
      const measure = page.getByTestId('cookie-sheet').getByTestId('cookie-measure');
      await measure.waitFor();
      expect(await measure.innerText()).toContain(lang === 'fr' ? 'sans aucun tiers' : 'دون أي طرف ثالث');
      expect(await measure.innerText()).toContain('13');
      await animationsDone(page);
      await screenshot(page, `${lang}-tracker-cookies`);
    }
  });

  it('sends a search on the idle timer, and the « Audience » lists it', async () => {
    const page = await own.phone({ as: null, pageClock: true });
    await page.addInitScript(() => localStorage.setItem('tracking_consent', '1'));
    await page.goto('/layout/recherche');
    const box = page.getByRole('searchbox').first();
    await box.fill(WORDS);
    await box.press('Enter');
    // The event waits in the queue (loaded lazily) on the phone…
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return page.evaluate(() => localStorage.getItem('tracker_queue') ?? '');
      })
      .toContain('zzqx');
    // …until the idle timer sends it.
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/track') && r.method() === 'POST');
    await page.clock.runFor(16_000);
    const batch = (await sent).postDataJSON() as TrackBatch;
    expect(batch.consent).toBe(true);
    expect(batch.device_id).toBeTruthy();
    expect(batch.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'search', query: WORDS, results: 0 })]));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tracker_queue'))).toBe('[]');

    const report = await adminApi.api<AudienceReport>(own.baseURL, 'GET', '/admin/audience', undefined, adminToken);
    expect(report.empty_searches).toEqual(expect.arrayContaining([{ query: WORDS, hashed: false, events: 1 }]));
  });

  it('marketing reads the « Audience » of the week', async () => {
    const page = await own.windows.desktop();
    await own.windows.signIn(page, MARKETING, marketingSecret);
    await nav(page, 'Audience');
    await page.getByRole('heading', { name: 'Audience', level: 1 }).waitFor();
    const empty = page.getByRole('table', { name: 'Recherches sans résultat' });
    await empty.getByRole('row').filter({ hasText: WORDS }).waitFor();
    expect(await page.getByTestId('audience-range').innerText()).toContain('tous les magasins');
    await expectAccessible(page);
    await screenshot(page, 'fr-admin-audience');
  });
});
