/**
 * Issue 17, the family's shared list as two members live it (docs/shopping-lists.md): A (French)
 * favourites four products, creates « Courses du samedi » from them and assigns B; B (Arabic), whose
 * courses screen is already open, sees the card arrive live; B opens it, loses the signal in the
 * aisle, ticks three items, gets the signal back; A's open detail shows the three ticks and the badge
 * 'Presque terminé' without a reload. Two browser contexts, each with its own storage; axe-core and
 * screenshots in both languages.
 */
import type { ShoppingList } from '@qadhya/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, joinFamily, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { blockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, type PhoneContext } from './helpers/browser.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let a: TestAccount;
let b: TestAccount;
const phones: PhoneContext[] = [];

async function phoneOf(account: TestAccount, lang: 'fr' | 'ar'): Promise<{ page: Page; phone: PhoneContext }> {
  const phone = await newPhone(browser, baseURL, { serviceWorkers: 'allow', ...(lang === 'ar' ? { locale: 'ar-TN' } : {}) });
  phone.context.setDefaultTimeout(15_000);
  phones.push(phone);
  await signInContext(phone.context, account, { LANG: lang });
  return { page: await phone.context.newPage(), phone };
}

/** A client-side navigation (the router follows popstate): no reload, as a tap on a link. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await blockingViolations(page), `axe on ${label}`).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  a = await signUpViaApi(baseURL, { name: 'Nadia', lastname: 'Gharbi', password: 'nadia-secret' });
  b = await signUpViaApi(baseURL, { name: 'Walid', lastname: 'Gharbi', password: 'walid-secret' });
  // B joins A's family: A invites, B accepts (issue 8's consent).
  await joinFamily(baseURL, a, b, 'avatar-2');
});

afterAll(async () => {
  const blocked = phones.flatMap((p) => p.guard.blocked);
  for (const p of phones) await p.context.close();
  await browser?.close();
  expect(blocked, 'requests that left 127.0.0.1').toEqual([]);
});

describe('a list shared by two family members', () => {
  it('A makes it from favourites and assigns B; B sees it live, ticks three items offline; A sees them and « Presque terminé »', async () => {
    const { page: pageA } = await phoneOf(a, 'fr');
    const { page: pageB, phone: phoneB } = await phoneOf(b, 'ar');

    // B's courses screen is open before the list exists.
    await pageB.goto('/layout/courses');
    await pageB.getByTestId('courses-empty-active').waitFor();

    // A favourites four products from the product list.
    await pageA.goto('/layout/produits/all');
    const hearts = pageA.locator('[data-testid="favourite-heart"][aria-pressed="false"]');
    await hearts.first().waitFor();
    for (let i = 0; i < 4; i++) await hearts.first().click();
    await expect.poll(() => pageA.locator('[data-testid="favourite-heart"][aria-pressed="true"]').count()).toBe(4);

    // add-list: the name, B assigned.
    await navigate(pageA, '/layout/add-list');
    await pageA.getByTestId('list-name').fill('Courses du samedi');
    const row = pageA.getByTestId('member-row').filter({ hasText: 'Walid' });
    await row.getByTestId('assign-member').click();
    await expect.poll(() => row.getByTestId('assign-member').getAttribute('aria-pressed')).toBe('true');
    await expectAxeClean(pageA, 'add-list (fr)');
    await screenshot(pageA, 'lists-family-add-list-fr');
    await pageA.getByTestId('create-list').click();
    await pageA.waitForURL(/\/layout\/add-product\?list=\d+/);
    const listId = Number(new URL(pageA.url()).searchParams.get('list'));

    // add-product: only the favourites, all four selected.
    await pageA.getByTestId('favourites-only').click();
    const cards = pageA.getByTestId('choice-card');
    await expect.poll(() => cards.count()).toBe(4);
    for (let i = 0; i < 4; i++) await cards.nth(i).getByTestId('choice-select').check();
    await expect.poll(() => pageA.getByTestId('add-products-submit').textContent()).toContain('Ajouter produits (4)');
    await expectAxeClean(pageA, 'add-product (fr)');
    await screenshot(pageA, 'lists-family-add-product-fr');
    await pageA.getByTestId('add-products-submit').click();
    await pageA.waitForURL(`**/layout/details-course/${listId}`);
    await expect.poll(() => pageA.getByTestId('course-item').count()).toBe(4);
    await expect.poll(() => pageA.locator('[data-testid="course-item"][data-pending]').count()).toBe(0);

    // B's open courses screen shows the card without a reload.
    const card = pageB.locator(`[data-testid="list-card"][data-list-id="${listId}"]`);
    await card.waitFor();
    await expect.poll(() => card.getAttribute('data-badge')).toBe('in_progress');
    await expectAxeClean(pageB, 'courses (ar)');
    await screenshot(pageB, 'lists-family-courses-ar');

    // B opens it, then loses the signal in the aisle and ticks three items.
    await card.getByTestId('list-card-link').click();
    await pageB.waitForURL(`**/layout/details-course/${listId}`);
    await expect.poll(() => pageB.getByTestId('course-item').count()).toBe(4);
    await phoneB.context.setOffline(true);
    const checks = pageB.getByTestId('course-item-check');
    for (let i = 0; i < 3; i++) await checks.nth(i).check();
    await pageB.getByTestId('course-pending').waitFor();
    await expect.poll(() => pageB.locator('[data-testid="course-item"][data-checked]').count()).toBe(3);
    await expectAxeClean(pageB, 'details-course offline (ar)');
    await screenshot(pageB, 'lists-family-detail-offline-ar');

    // Nothing reached A yet.
    const server = (await apiAs(baseURL, a.token, 'GET', `/lists/${listId}`)).body as ShoppingList;
    expect(server.progress.bought).toBe(0);
    await expect.poll(() => pageA.locator('[data-testid="course-item"][data-checked]').count()).toBe(0);

    // Signal back: B's queue is sent; A's open detail follows live.
    await phoneB.context.setOffline(false);
    await expect.poll(() => pageA.locator('[data-testid="course-item"][data-checked]').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => pageA.getByTestId('course-progress').getAttribute('data-badge')).toBe('almost');
    await expect.poll(() => pageA.getByTestId('course-progress-badge').textContent()).toBe('Presque terminé');
    await expect.poll(() => pageA.getByTestId('course-item-checked-by').first().textContent()).toContain('Walid');
    await pageB.getByTestId('course-pending').waitFor({ state: 'detached' });
    await expectAxeClean(pageA, 'details-course (fr)');
    await screenshot(pageA, 'lists-family-detail-fr');
    await screenshot(pageB, 'lists-family-detail-ar');

    const after = (await apiAs(baseURL, a.token, 'GET', `/lists/${listId}`)).body as ShoppingList;
    expect(after.progress).toMatchObject({ bought: 3, total: 4, badge: 'almost' });
    expect(after.items.filter((i) => i.checked).every((i) => i.checked_by?.user_id === b.user.ID)).toBe(true);
  });
});
