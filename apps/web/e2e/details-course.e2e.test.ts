/**
 * Issue 17, the course's detail (docs/shopping-lists.md#details-course) against the real server:
 * two family members share a list; the owner ticks, adds 'pain', changes a quantity and removes an
 * item; the member goes offline, ticks, sees « Hors ligne — modifications en attente (n) », comes
 * back and the server holds the ticks; the owner's screen follows live; the three-dot menu (assign
 * disabled for a member, boost once an hour, reject); a photo upload; the empty state; the bare
 * route back to the courses. Screenshots details-course-<state>-<fr|ar>, axe-core in both languages.
 */
import type { ProductPage, ShoppingList } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, joinFamily, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });
const otherPhones = phoneSession(baseURL, { serviceWorkers: 'allow' });
type Lang = 'fr' | 'ar';

let salma: TestAccount;
let youssef: TestAccount;
let products: ProductPage['items'];

beforeAll(async () => {
  salma = await signUpViaApi(baseURL, { name: 'Salma', lastname: 'Trabelsi', password: 'salma-detail-1' });
  youssef = await signUpViaApi(baseURL, { name: 'Youssef', lastname: 'Trabelsi', password: 'youssef-detail-1' });
  await joinFamily(baseURL, salma, youssef, 'avatar-2');
  products = ((await (await fetch(`${baseURL}/api/v1/products?pageSize=6`)).json()) as ProductPage).items;
  expect(products.length).toBeGreaterThanOrEqual(4);
});

const phone = (account: TestAccount, lang: Lang = 'fr', session = phones) => shopperPage(session, account, lang);

async function createList(title: string, skus: string[], members: number[] = [youssef.user.ID as number]): Promise<ShoppingList> {
  const res = await apiAs(baseURL, salma.token, 'POST', '/lists', {
    request_id: `e2e-detail-${Math.random().toString(36).slice(2, 12)}`,
    title,
    member_ids: members,
    items: skus.map((sku) => ({ sku, quantity: 1 })),
  });
  expect(res.status).toBe(201);
  return res.body as ShoppingList;
}

async function readList(account: TestAccount, id: number): Promise<ShoppingList> {
  const res = await apiAs(baseURL, account.token, 'GET', `/lists/${id}`);
  expect(res.status).toBe(200);
  return res.body as ShoppingList;
}

const item = (page: Page, key: string) => page.locator(`[data-testid="course-item"][data-key="${key}"]`);

async function checkedKeys(page: Page): Promise<string[]> {
  return page.locator('[data-testid="course-item"][data-checked]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key') ?? ''));
}

describe('details-course', () => {
  it('the owner ticks, adds a free-text item, changes a quantity and removes an item; the server holds it all (fr)', async () => {
    const list = await createList(
      'Courses du samedi',
      products.slice(0, 3).map((p) => p.sku),
    );
    const page = await phone(salma);
    await page.goto(`/layout/details-course/${list.id}`);
    await page.getByTestId('details-course').waitFor();
    expect(await page.getByTestId('course-title').textContent()).toBe('Courses du samedi');
    expect(await page.getByTestId('course-bought').textContent()).toBe('0/3 produits achetés');
    expect(await page.getByTestId('course-progress-badge').textContent()).toBe('En cours');

    const first = `p:${products[0]!.sku}`;
    await item(page, first).getByTestId('course-item-check').check();
    await item(page, first).getByTestId('course-item-checked-by').waitFor();
    expect(await item(page, first).getByTestId('course-item-checked-by').textContent()).toBe('Coché par Salma');
    await page.getByLabel('Ajouter un article (texte libre)').fill('Pain');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await item(page, 't:pain').waitFor();
    await item(page, first)
      .getByRole('button', { name: `+ ${products[0]!.name}` })
      .click();
    await item(page, `p:${products[2]!.sku}`).getByTestId('course-item-remove').click();
    await item(page, `p:${products[2]!.sku}`).waitFor({ state: 'detached' });
    await page.getByTestId('course-pending').waitFor({ state: 'detached' });
    expect(await page.getByTestId('course-bought').textContent()).toBe('1/3 produits achetés');

    const server = await readList(salma, list.id);
    const visible = server.items.filter((i) => !i.removed);
    expect(visible.map((i) => [i.key, i.quantity, i.checked])).toEqual([
      [first, 2, true],
      [`p:${products[1]!.sku}`, 1, false],
      ['t:pain', 1, false],
    ]);
    expect(server.progress.badge).toBe('in_progress');
    await screenshot(page, 'details-course-items-fr');
    await expectNoViolations(page, 'details-course (fr)');
  });

  it('a member ticks with no signal, sees the pending changes, and they reach the server and the owner live when back online', async () => {
    const list = await createList(
      'Courses de la semaine',
      products.slice(0, 4).map((p) => p.sku),
    );
    const owner = await phone(salma, 'fr', otherPhones);
    await owner.goto(`/layout/details-course/${list.id}`);
    await owner.getByTestId('details-course').waitFor();

    const member = await phone(youssef);
    await member.goto(`/layout/details-course/${list.id}`);
    await member.getByTestId('details-course').waitFor();
    await member.context().setOffline(true);
    for (const p of products.slice(0, 3)) await item(member, `p:${p.sku}`).getByTestId('course-item-check').check();
    await member.getByTestId('course-pending').waitFor();
    expect(await member.getByTestId('course-pending').textContent()).toBe('Hors ligne — modifications en attente (3)');
    expect(await member.getByTestId('course-progress-badge').textContent()).toBe('Presque terminé');
    await screenshot(member, 'details-course-offline-fr');
    // Nothing reached the server yet.
    expect((await readList(salma, list.id)).progress.bought).toBe(0);

    await member.context().setOffline(false);
    await member.getByTestId('course-pending').waitFor({ state: 'detached' });
    const server = await readList(salma, list.id);
    expect(server.progress).toMatchObject({ bought: 3, total: 4, badge: 'almost' });

    // The owner's screen follows through the live stream, without a reload.
    await owner.waitForFunction(() => document.querySelectorAll('[data-testid="course-item"][data-checked]').length === 3);
    expect((await checkedKeys(owner)).sort()).toEqual(
      products
        .slice(0, 3)
        .map((p) => `p:${p.sku}`)
        .sort(),
    );
    expect(await owner.getByTestId('course-progress-badge').textContent()).toBe('Presque terminé');
    expect(await item(owner, `p:${products[0]!.sku}`).getByTestId('course-item-checked-by').textContent()).toBe('Coché par Youssef');
  });

  it('the three-dot menu: a member cannot assign, a boost once an hour, reject moves the list to Rejetée', async () => {
    const list = await createList('Menu', [products[0]!.sku]);
    const member = await phone(youssef);
    await member.goto(`/layout/details-course/${list.id}`);
    await member.getByTestId('course-menu').click();
    await member.getByTestId('list-menu').waitFor();
    expect(await member.getByTestId('list-menu-assign').isDisabled()).toBe(true);
    expect(await member.getByText('Seul le créateur de la liste peut assigner des membres.').count()).toBe(1);
    await expectNoViolations(member, 'the list menu (fr)');
    // The owner, in Arabic on the same list, is told live: the member's name and the list's Latin
    // title keep their order inside the Arabic sentence (isolated).
    const owner = await phone(salma, 'ar', otherPhones);
    await owner.goto(`/layout/details-course/${list.id}`);
    await owner.getByTestId('course-menu').waitFor();
    await member.getByTestId('list-menu-boost').click();
    await member.getByTestId('list-menu').waitFor({ state: 'detached' });
    const toast = owner.getByTestId('toast').filter({ hasText: 'تذكير بالتسوّق' });
    await toast.waitFor({ timeout: 15_000 });
    expect(await toast.textContent()).toContain('\u2068Youssef\u2069 يذكّرك بقائمة «\u00a0\u2068Menu\u2069\u00a0»');
    await screenshot(owner, 'details-course-boost-toast-ar');
    await expectNoViolations(owner, 'the live boost toast (ar)');
    await member.getByTestId('course-menu').click();
    await member.getByTestId('list-menu-boost').click();
    await member.getByTestId('list-menu-note').waitFor();
    expect(await member.getByTestId('list-menu-note').textContent()).toMatch(/^Vous pourrez booster à nouveau à \d\d:\d\d\.$/);
    await screenshot(member, 'details-course-menu-fr');
    await member.getByTestId('list-menu-reject').click();
    await member.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await member.waitForFunction(() => document.querySelector('[data-testid="course-progress-badge"]')?.textContent === 'Rejetée');
    expect((await readList(salma, list.id)).status).toBe('rejected');
  });

  it('the owner assigns members from the menu', async () => {
    const list = await createList('Sans membre', [products[0]!.sku], []);
    const page = await phone(salma);
    await page.goto(`/layout/details-course/${list.id}`);
    await page.getByTestId('course-menu').click();
    await page.getByTestId('list-menu-assign').click();
    await page.getByTestId('assign-all').check();
    await page.getByTestId('list-members-save').click();
    await page.getByTestId('list-menu').waitFor({ state: 'detached' });
    expect((await readList(salma, list.id)).members.map((m) => m.user_id)).toEqual([youssef.user.ID]);
  });

  it('a photo of the handwritten list goes into the gallery; the empty state; the bare route back to the courses', async () => {
    const list = await createList('Liste manuscrite', []);
    const page = await phone(salma);
    await page.goto(`/layout/details-course/${list.id}`);
    await page.getByTestId('course-empty').waitFor();
    expect(await page.getByTestId('course-empty').textContent()).toContain('Aucun élément dans cette liste');
    expect(await page.getByTestId('course-empty').textContent()).toContain(
      'Vous pouvez ajouter des produits de votre liste de favoris ici',
    );
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8a060' } })
      .png()
      .toBuffer();
    await page.getByTestId('course-add-image').setInputFiles({ name: 'liste.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('course-photo').waitFor();
    expect((await readList(salma, list.id)).gallery).toHaveLength(1);
    await screenshot(page, 'details-course-empty-fr');
    expect(await page.getByTestId('course-add-product').getAttribute('href')).toBe(`/layout/add-product?list=${list.id}`);

    await page.goto('/layout/details-course');
    await page.waitForURL('**/layout/courses');
  });

  it('in Arabic, right to left, accessible', async () => {
    const list = await createList(
      'قائمة الأحد',
      products.slice(0, 3).map((p) => p.sku),
    );
    await apiAs(baseURL, salma.token, 'POST', `/lists/${list.id}/ops`, {
      ops: [{ kind: 'tick', item: `p:${products[0]!.sku}`, tick: 'e2eTickArabic1', at: Date.now(), device: 'e2eDevice' }],
    });
    const page = await phone(salma, 'ar');
    await page.goto(`/layout/details-course/${list.id}`);
    await page.getByTestId('details-course').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('course-progress-badge').textContent()).toBe('قيد الإنجاز');
    expect(await page.getByTestId('course-bought').textContent()).toBe(`تم شراء ${formatNumber(1, 'ar')} من ${formatNumber(3, 'ar')}`);
    // Read right to left, the bought count comes first: it stands right of the total (with a slash
    // between the two isolated numbers, « 1/3 » showed as « 3/1 »).
    const [boughtX, totalX] = await page.getByTestId('course-bought').evaluate((el) => {
      const text = el.textContent!;
      const xOf = (digit: string) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(digit);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return range.getBoundingClientRect().x;
        }
        throw new Error(`${digit} not in ${text}`);
      };
      return [xOf('1'), xOf('3')];
    });
    expect(boughtX).toBeGreaterThan(totalX);
    await screenshot(page, 'details-course-items-ar');
    await expectNoViolations(page, 'details-course (ar)');
    await page.context().setOffline(true);
    await item(page, `p:${products[1]!.sku}`).getByTestId('course-item-check').check();
    await page.getByTestId('course-pending').waitFor();
    expect(await page.getByTestId('course-pending').textContent()).toBe(`غير متصل — تعديلات في الانتظار (${formatNumber(1, 'ar')})`);
    await screenshot(page, 'details-course-offline-ar');
    await page.context().setOffline(false);
    await page.getByTestId('course-pending').waitFor({ state: 'detached' });
  });
});
