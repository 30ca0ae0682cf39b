/**
 * Issue 36 (docs/family.md#figures-and-history, docs/referral.md#the-share-sheet), on a server of its
 * own: two family members who share their activity; a till posts their receipts; the family screen
 * shows the month's figures (points, savings in DT, lists) and the dated history, a figure is shared
 * (copied where the browser has no system share); the sharing switch; screenshots in French and
 * Arabic, axe-core clean. The family's « Inviter » link carries the referral code, and a friend
 * following it is credited to the shopper.
 */
import type { FamilyActivity, LoyaltyCard, ReceiptRequest, ReferralSummary } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverNow } from './helpers/admin.ts';
import { apiAs, joinFamily, readOtp, randomPhone, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { openTill, tillStock, type Till } from './helpers/till.ts';

const ADMIN = { email: 'direction@famille.e2e.qadhya.test', password: 'une longue phrase de passe famille' };
const APP_NOW = '2026-11-24T10:00';

const own = ownServer('family-activity', ADMIN, { APP_NOW });
let amira: TestAccount;
let karim: TestAccount;
let till: Till;
let store = '';
let sku = '';
let now = 0;

/** A receipt of one line of `total` millimes with a promotion of `promo`, `minutesAgo` before the server's now. */
function receipt(id: string, card: string, total: number, promo: number, minutesAgo: number): ReceiptRequest {
  return {
    receipt_id: id,
    store,
    purchased_at: new Date(now - minutesAgo * 60_000).toISOString(),
    card_number: card,
    lines: [{ sku, quantity: 1, unit_price: total + promo, discount: promo, total }],
    total,
    offer_codes: [],
    payment: 'card',
  };
}

async function as<T>(who: TestAccount, method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiAs(own.baseURL, who.token, method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body as T;
}

const phone = (who: TestAccount, lang: Lang): Promise<Page> =>
  own.phone({ lang, as: who, timeoutMs: 15_000, fixedTime: now, permissions: ['clipboard-read', 'clipboard-write'] });

beforeAll(async () => {
  now = await serverNow(own.baseURL);
  till = await openTill(own.baseURL, ADMIN);
  const stock = await tillStock(own.baseURL, 1);
  store = stock.store.magasin_code;
  sku = stock.products[0]!.sku;
  amira = await signUpViaApi(own.baseURL, { name: 'Amira', lastname: 'Ben Salah', password: 'amira-famille-1' });
  karim = await signUpViaApi(own.baseURL, { name: 'Karim', lastname: 'Ben Salah', password: 'karim-famille-1' });
  await joinFamily(own.baseURL, amira, karim);
}, 240_000);

describe('the family’s figures and history', () => {
  it('shows the month of the members who share, the history with pictures, and shares a figure', async () => {
    const amiraCard = await as<LoyaltyCard>(amira, 'GET', '/wallet/card');
    const karimCard = await as<LoyaltyCard>(karim, 'GET', '/wallet/card');
    const a1 = await till.post(receipt('E2E-FAM-1', amiraCard.card_number, 120_000, 4_500, 120));
    const k1 = await till.post(receipt('E2E-FAM-2', karimCard.card_number, 80_000, 2_000, 60));
    await as(amira, 'POST', '/wallet/points/transfer', { to_user_id: karim.user.ID, points: 25, request_id: 'e2e-family-transfer-1' });

    // Nothing shared yet: the switch is off, the figures at 0.
    const page = await phone(amira, 'fr');
    // A browser without the system share: a figure is shared by copying its sentence.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto('/layout/family');
    const activity = page.getByTestId('family-activity');
    await activity.waitFor();
    const sharing = page.getByTestId('family-sharing');
    expect(await sharing.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('family-figure-points-value').innerText()).toBe('0');
    expect(await page.getByTestId('family-history-empty').isVisible()).toBe(true);

    // Karim shares (through the API), Amira with the switch.
    await as(karim, 'PUT', '/families/sharing', { shares: true });
    await sharing.click();
    await expect.poll(() => sharing.getAttribute('aria-checked')).toBe('true');
    const points = a1.points_earned + k1.points_earned;
    await expect.poll(() => page.getByTestId('family-figure-points-value').innerText()).toBe(formatNumber(points, 'fr'));
    expect(await page.getByTestId('family-figure-savings').innerText()).toContain('6,500');
    expect(await page.getByTestId('family-figure-savings').innerText()).toContain('DT');
    expect(await page.getByTestId('family-figure-lists-value').innerText()).toBe('0');
    expect(await page.getByTestId('family-activity-month').innerText()).toBe('novembre 2026');
    expect(await page.getByTestId('family-sharing-count').innerText()).toBe('2 sur 2 partagent leur activité');

    const items = page.getByTestId('family-history-item');
    await expect.poll(() => items.count()).toBe(2);
    // Newest first: the transfer came after Karim joined.
    expect(await items.nth(0).getAttribute('data-kind')).toBe('points_transferred');
    expect(await items.nth(0).innerText()).toContain('Amira Ben Salah a transféré 25 points à Karim Ben Salah');
    expect(await items.nth(0).innerText()).toContain('24 novembre 2026');
    expect(await items.nth(1).innerText()).toContain('Karim Ben Salah a rejoint la famille');
    expect(await items.nth(1).locator('span[aria-hidden]').first().innerText()).toBe('KB'); // no photo: initials
    // The server's answer is what the screen shows.
    const answer = await as<FamilyActivity>(amira, 'GET', '/families/activity');
    expect(answer.figures).toMatchObject({ points, savings: 6_500, lists: 0 });

    // Share a figure: no system share in this Chromium, so the sentence is copied.
    await page.getByTestId('family-figure-points-share').click();
    await page.getByTestId('toast').filter({ hasText: 'Texte copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `Ma famille sur Qadhya en novembre 2026 : Points gagnés ensemble, ${formatNumber(points, 'fr')} points`,
    );

    await activity.scrollIntoViewIfNeeded();
    await animationsDone(page);
    await screenshot(page, 'family-activity-fr');
    await expectNoViolations(page, 'the family figures and history (fr)');

    const ar = await phone(amira, 'ar');
    await ar.goto('/layout/family');
    await ar.getByTestId('family-history-item').first().waitFor();
    expect(await ar.getByTestId('family-figure-savings').innerText()).toContain('د.ت');
    // The name is isolated inside the Arabic sentence (first-strong isolate), the date's figures left to right.
    expect(await ar.getByTestId('family-history-item').nth(1).innerText()).toContain('انضم(ت) \u2068Karim Ben Salah\u2069 إلى العائلة');
    await ar.getByTestId('family-activity').scrollIntoViewIfNeeded();
    await animationsDone(ar);
    await screenshot(ar, 'family-activity-ar');
    await expectNoViolations(ar, 'the family figures and history (ar)');

    // Karim stops sharing: his receipt leaves Amira's figures.
    await as(karim, 'PUT', '/families/sharing', { shares: false });
    await page.reload();
    await expect.poll(() => page.getByTestId('family-figure-points-value').innerText()).toBe(formatNumber(a1.points_earned, 'fr'));
  });
});

describe('the family’s invitation link', () => {
  it('carries the referral code, and a friend following it is credited to the shopper', async () => {
    const page = await phone(amira, 'fr');
    await page.goto('/layout/family');
    await page.getByTestId('family-share').click();
    const link = await page.getByTestId('share-link').innerText();
    const summary = await as<ReferralSummary>(amira, 'GET', '/referral');
    expect(link).toBe(`${own.baseURL}/login?ref=${summary.code}`);
    expect(link).not.toContain(String(amira.user.ID));

    // The friend opens the link on their phone and signs up with an SMS code.
    const number = randomPhone();
    const friend = await own.phone({ as: null, timeoutMs: 15_000 });
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await friend.getByTestId('intro-create-password').click();
    await friend.getByTestId('input-phone').fill(number);
    await friend.getByTestId('send-code').click();
    await friend.getByTestId('code-box').first().click();
    for (const digit of await readOtp(own.baseURL, number)) await friend.keyboard.type(digit);
    await friend.getByTestId('login-step-client').waitFor();
    await expect.poll(async () => (await as<ReferralSummary>(amira, 'GET', '/referral')).downloaded).toBe(1);
  });
});
