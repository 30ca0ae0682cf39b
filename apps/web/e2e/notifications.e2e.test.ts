/**
 * Issue 18, the shopper's inbox (docs/notifications.md): A invites B by UID; B's bottom bar shows 1
 * unread, B opens Notifications, taps « Accepter » and B's family shows A. Then real events reach
 * B while the screen is open (another invitation, a « Booster les membres » reminder): the badge
 * follows live; « Voir » opens the list; « Tout marquer comme lu » clears the badge; « Annuler »
 * deletes. The empty state, the visitor's sign-in prompt, French and Arabic screenshots, axe-core.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, inviteToFamily, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { blockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, type PhoneContext } from './helpers/browser.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let a: TestAccount;
let b: TestAccount;
let c: TestAccount;
const phones: PhoneContext[] = [];

async function phoneOf(account: TestAccount | null, lang: 'fr' | 'ar'): Promise<Page> {
  const phone = await newPhone(browser, baseURL, lang === 'ar' ? { locale: 'ar-TN' } : {});
  phone.context.setDefaultTimeout(15_000);
  phones.push(phone);
  if (account) await signInContext(phone.context, account, { LANG: lang });
  return phone.context.newPage();
}

const invite = async (from: TestAccount, to: TestAccount) => {
  const res = await inviteToFamily(baseURL, from, to.user.ID, 'Frère', 'avatar-2');
  expect(res.status).toBe(202);
};
const badge = (page: Page) => page.getByTestId('bottom-bar').getByTestId('notifications-badge');
const badgeCount = async (page: Page) => ((await badge(page).count()) ? Number(await badge(page).getAttribute('data-count')) : 0);

async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await blockingViolations(page), `axe on ${label}`).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  a = await signUpViaApi(baseURL, { name: 'Nadia', lastname: 'Gharbi', password: 'nadia-secret' });
  b = await signUpViaApi(baseURL, { name: 'Walid', lastname: 'Mansour', password: 'walid-secret' });
  c = await signUpViaApi(baseURL, { name: 'Rim', lastname: 'Jaziri', password: 'rim-secret' });
});

afterAll(async () => {
  const blocked = phones.flatMap((p) => p.guard.blocked);
  for (const p of phones) await p.context.close();
  await browser?.close();
  expect(blocked, 'requests that left 127.0.0.1').toEqual([]);
});

describe('the inbox', () => {
  it('a family invitation appears in B’s inbox and accepting it adds the member', async () => {
    await invite(a, b);
    const page = await phoneOf(b, 'fr');
    await page.goto('/layout');
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(1);

    await page.getByTestId('bottom-bar').locator('a[href="/layout/notifications"]').click();
    const card = page.getByTestId('notification').filter({ hasText: 'Invitation familiale' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Nadia Gharbi vous invite à rejoindre sa famille.');
    expect(await card.getAttribute('data-read')).toBe('false');
    await screenshot(page, 'fr-notifications-invitation');
    await expectAxeClean(page, 'notifications with an invitation (fr)');

    await card.getByTestId('notification-accept').click();
    await card.getByTestId('notification-answered').waitFor();
    expect(await card.getByTestId('notification-answered').innerText()).toBe('Invitation acceptée');
    expect(await card.getByTestId('notification-accept').count()).toBe(0);
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(0);

    await page.goto('/layout/family');
    const membership = page.getByTestId('family-membership-name');
    await membership.first().waitFor();
    expect(await membership.first().innerText()).toContain('Nadia');
    // A, the family's owner, heard that B joined.
    const aInbox = (await apiAs(baseURL, a.token, 'GET', '/notifications')).body as { items: { kind: string; body: string }[] };
    expect(aInbox.items.find((i) => i.kind === 'member_joined')?.body).toBe('Walid Mansour a rejoint la famille.');

    // While B's screen is open: another invitation, and A's reminder of a shared list.
    await page.goto('/layout/notifications');
    await page.getByTestId('notifications-list').waitFor();
    await invite(c, b);
    const list = (
      await apiAs(baseURL, a.token, 'POST', '/lists', {
        request_id: crypto.randomUUID(),
        title: 'Courses du samedi',
        member_ids: [b.user.ID],
      })
    ).body as { id: number };
    expect((await apiAs(baseURL, a.token, 'POST', `/lists/${list.id}/boost`, { request_id: crypto.randomUUID() })).status).toBe(202);
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('notification').count(), { timeout: 10_000 }).toBe(3);
    const reminder = page.getByTestId('notification').filter({ hasText: 'Rappel de courses' });
    expect(await reminder.innerText()).toContain('Nadia vous rappelle la liste «\u00a0Courses du samedi\u00a0»');
    await screenshot(page, 'fr-notifications-list');

    // « Tout marquer comme lu »: nothing unread, the badge goes.
    await page.getByTestId('notifications-read-all').click();
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.locator('[data-testid="notification"][data-read="false"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('notifications-read-all').count()).toBe(0);

    // « Voir » opens the list.
    await reminder.getByTestId('notification-view').click();
    await page.waitForURL(`**/layout/details-course/${list.id}`);
    await page.goBack();

    // « Annuler » deletes the answered invitation.
    const answered = page.getByTestId('notification').filter({ hasText: 'Nadia Gharbi vous invite' });
    await answered.getByTestId('notification-dismiss').click();
    await expect.poll(() => page.getByTestId('notification').count(), { timeout: 10_000 }).toBe(2);
    const after = (await apiAs(baseURL, b.token, 'GET', '/notifications')).body as { items: { kind: string }[]; unread: number };
    expect(after.items.map((i) => i.kind).sort()).toEqual(['family_invitation', 'list_boost']);
    expect(after.unread).toBe(0);
  });

  it('in Arabic: the same inbox, right to left; the empty state; the visitor’s sign-in prompt', async () => {
    const page = await phoneOf(b, 'ar');
    await page.goto('/layout/notifications');
    await page.getByTestId('notifications-list').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('notification').filter({ hasText: 'دعوة عائلية' }).count()).toBe(1);
    expect(await page.getByTestId('notification-accept').first().innerText()).toBe('قبول');
    await screenshot(page, 'ar-notifications-list');
    await expectAxeClean(page, 'notifications (ar)');

    const empty = await phoneOf(c, 'fr');
    await empty.goto('/layout/notifications');
    await empty.getByTestId('notifications-empty').waitFor();
    expect(await empty.getByTestId('notifications-empty').innerText()).toContain('Aucune notification');
    expect(await badgeCount(empty)).toBe(0);
    await screenshot(empty, 'fr-notifications-empty');
    await expectAxeClean(empty, 'notifications empty (fr)');

    const visitor = await phoneOf(null, 'fr');
    await visitor.goto('/layout/notifications');
    await visitor.getByTestId('sign-in-prompt').waitFor();
    expect(await visitor.getByTestId('sign-in-prompt').innerText()).toContain('Vos notifications');
    await screenshot(visitor, 'fr-notifications-visitor');
  });
});
