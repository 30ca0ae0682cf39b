/**
 * Issue 17, the courses, add-list and add-product screens (docs/shopping-lists.md#screens-courses-add-list-add-product)
 * against the real server: two family members (an accepted invitation); the owner creates a list
 * from add-list (required name, 'Assigner tout'), picks products on add-product (select marker,
 * +1 / −1, plus-only at 0, 'Dans favoris uniquement'), 'Ajouter produits (n)' lands on the detail
 * and the server holds the items; the cards (Actif / Historique, 'Dupliquer' with 'Promo déduite',
 * 'Réactiver'); a visitor's sign-in prompt. Screenshots lists-<screen>-<fr|ar>, axe-core in both languages.
 */
import type { ProductPage, ShoppingList } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, joinFamily, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
type Lang = 'fr' | 'ar';

let leila: TestAccount;
let karim: TestAccount;
let products: ProductPage['items'];

beforeAll(async () => {
  leila = await signUpViaApi(baseURL, { name: 'Leila', lastname: 'Mansour', password: 'leila-listes-1' });
  karim = await signUpViaApi(baseURL, { name: 'Karim', lastname: 'Mansour', password: 'karim-listes-1' });
  await joinFamily(baseURL, leila, karim, 'avatar-3');
  products = ((await (await fetch(`${baseURL}/api/v1/products?pageSize=6`)).json()) as ProductPage).items;
  expect(products.length).toBeGreaterThanOrEqual(4);
});

const phone = (account: TestAccount | null, lang: Lang = 'fr') => shopperPage(phones, account, lang);

async function createList(account: TestAccount, title: string, skus: string[], members: number[] = []): Promise<ShoppingList> {
  const res = await apiAs(baseURL, account.token, 'POST', '/lists', {
    request_id: `e2e-${title.replace(/\W/g, '')}-${Math.random().toString(36).slice(2, 10)}`,
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

describe('courses screens', () => {
  it('a visitor is asked to sign in', async () => {
    const page = await phone(null);
    await page.goto('/layout/courses');
    await page.getByTestId('sign-in-prompt').waitFor();
    expect(await page.getByTestId('sign-in-link').getAttribute('href')).toBe('/login');
    await screenshot(page, 'lists-courses-visitor-fr');
  });

  it('add-list → add-product → the detail: the list is created once, shared, with the chosen quantities (fr)', async () => {
    const page = await phone(leila);
    await page.goto('/layout/courses');
    await page.getByTestId('courses-empty-active').waitFor();
    await screenshot(page, 'lists-courses-empty-fr');
    await expectNoViolations(page, 'courses (empty, fr)');
    await page.getByTestId('courses-tab-history').click();
    await page.getByTestId('courses-empty-history').waitFor();

    await page.getByTestId('new-list').click();
    await page.getByTestId('add-list-page').waitFor();
    await page.getByTestId('member-row').first().waitFor();
    // The name is required: an inline French error, nothing sent.
    await page.getByTestId('create-list').click();
    expect(await page.getByTestId('list-name-error').innerText()).toBe('Donnez un nom à la liste.');
    expect(await page.getByTestId('list-name').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('list-name').fill('Courses du samedi');
    expect(await page.getByTestId('list-name-error').count()).toBe(0);
    // 'Assigner tout' assigns Karim, unticking unassigns, 'Assigner' on the row assigns again.
    await page.getByTestId('assign-all').check();
    expect(await page.getByTestId('assign-member').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('assign-all').uncheck();
    expect(await page.getByTestId('assign-member').getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Assigner Karim' }).click();
    expect(await page.getByTestId('assign-all').isChecked()).toBe(true);
    await screenshot(page, 'lists-add-list-fr');
    await expectNoViolations(page, 'add-list (fr)');
    // A double tap makes one list (one request id per form).
    await page.getByTestId('create-list').dblclick();
    await page.waitForURL(/\/layout\/add-product\?list=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('list'));
    const mine = ((await apiAs(baseURL, leila.token, 'GET', '/lists?tab=active')).body as { items: { id: number; title: string }[] }).items;
    expect(mine.filter((l) => l.title === 'Courses du samedi').map((l) => l.id)).toEqual([id]);
    expect((await readList(leila, id)).members.map((m) => m.user_id)).toEqual([karim.user.ID]);

    await page.getByTestId('add-product-page').waitFor();
    await page.getByTestId('choice-card').nth(1).waitFor();
    const submit = page.getByTestId('add-products-submit');
    expect(await submit.innerText()).toBe('Ajouter produits (0)');
    expect(await submit.isDisabled()).toBe(true);
    const [a, b] = [products[0]!, products[1]!];
    const cardA = page.locator(`[data-testid="choice-card"][data-sku="${a.sku}"]`);
    const cardB = page.locator(`[data-testid="choice-card"][data-sku="${b.sku}"]`);
    // At 0 only the plus button; plus selects at 1, +1 → 2, −1 → 1.
    expect(await cardA.getByTestId('choice-minus').count()).toBe(0);
    await cardA.getByTestId('choice-plus-only').click();
    expect(await cardA.getByTestId('choice-quantity').innerText()).toBe('1');
    await cardA.getByTestId('choice-plus').click();
    await cardA.getByTestId('choice-plus').click();
    await cardA.getByTestId('choice-minus').click();
    expect(await cardA.getByTestId('choice-quantity').innerText()).toBe('2');
    // The select marker selects at 1; −1 to 0 unselects and brings the plus-only button back.
    await cardB.getByTestId('choice-select').check();
    expect(await cardB.getByTestId('choice-quantity').innerText()).toBe('1');
    expect(await submit.innerText()).toBe('Ajouter produits (2)');
    const cardC = page.locator(`[data-testid="choice-card"][data-sku="${products[2]!.sku}"]`);
    await cardC.getByTestId('choice-plus-only').click();
    await cardC.getByTestId('choice-minus').click();
    expect(await cardC.getByTestId('choice-plus-only').count()).toBe(1);
    expect(await submit.innerText()).toBe('Ajouter produits (2)');
    await screenshot(page, 'lists-add-product-fr');
    await expectNoViolations(page, 'add-product (fr)');
    // 'Dans favoris uniquement': a real switch; no favourites yet.
    const onlyFavourites = page.getByRole('switch', { name: 'Dans favoris uniquement' });
    await onlyFavourites.click();
    expect(await onlyFavourites.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('add-product-empty').waitFor();
    expect(await submit.innerText()).toBe('Ajouter produits (2)');
    await onlyFavourites.click();
    await cardA.waitFor();
    // The search ranks as a shopper expects (GET /products/search): « lait » shows the milks first, no « Laitue » among them.
    await page.getByTestId('add-product-search').fill('lait');
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll('[data-testid="choice-card"] p')].map((p) => p.textContent ?? '');
      return names.length > 0 && /^Lait /.test(names[0]!) && !document.querySelector('[aria-busy="true"]');
    });
    const laitNames = await page
      .locator('[data-testid="choice-card"]')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));
    expect(laitNames.slice(0, 4).every((n) => /^Lait /.test(n))).toBe(true);
    await screenshot(page, 'lists-add-product-search-lait-fr');
    // A search narrows the cards.
    await page.getByTestId('add-product-search').fill(a.name.split(' ')[0]!);
    await page.waitForFunction(
      (sku) => [...document.querySelectorAll('[data-testid="choice-card"]')].some((c) => c.getAttribute('data-sku') === sku),
      a.sku,
    );

    await submit.click();
    await page.waitForURL(new RegExp(`/layout/details-course/${id}$`));
    await expect
      .poll(
        async () =>
          (await readList(leila, id)).items
            .filter((i) => !i.removed)
            .map((i) => [i.sku, i.quantity])
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(
        [
          [a.sku, 2],
          [b.sku, 1],
        ].sort(),
      );

    await page.goto('/layout/courses');
    const card = page.locator(`[data-testid="list-card"][data-list-id="${id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('list-card-desc').innerText()).toMatch(/^Créée par Leila le \d{2}\/\d{2}\/\d{4}$/);
    expect(await card.getByTestId('list-card-bought').innerText()).toBe('0/2 produits achetés');
    expect(await card.getByTestId('list-card-progress-badge').innerText()).toBe('En cours');
    await screenshot(page, 'lists-courses-fr');
    await expectNoViolations(page, 'courses (fr)');
    // The three-dot menu opens the list's sheet.
    await card.getByTestId('list-card-menu').click();
    await page.getByTestId('list-menu-boost').waitFor();
    await screenshot(page, 'lists-courses-menu-fr');
    await page.keyboard.press('Escape');
    // Karim (assigned) sees it too; the card opens the detail.
    const karimPage = await phone(karim);
    await karimPage.goto('/layout/courses');
    await karimPage.locator(`[data-testid="list-card"][data-list-id="${id}"]`).getByTestId('list-card-link').click();
    await karimPage.waitForURL(new RegExp(`/layout/details-course/${id}$`));
  });

  it('history: Dupliquer on a finished list (with Promo déduite) opens the copy; Réactiver moves a rejected one back', async () => {
    const done = await createList(leila, 'Marché du dimanche', [products[2]!.sku, products[3]!.sku], [karim.user.ID]);
    const at = Date.now();
    const ops = done.items.map((item, i) => ({
      kind: 'tick',
      item: item.key,
      at: at + i,
      device: 'e2e-device',
      tick: `e2e-tick-${done.id}-${i}`,
    }));
    expect((await apiAs(baseURL, karim.token, 'POST', `/lists/${done.id}/ops`, { ops })).status).toBe(200);
    const rejected = await createList(leila, 'Liste abandonnée', [products[4]!.sku]);
    expect((await apiAs(baseURL, leila.token, 'POST', `/lists/${rejected.id}/reject`)).status).toBe(200);

    const page = await phone(leila);
    await page.goto('/layout/courses');
    await page.getByTestId('courses-tab-history').click();
    const finished = page.locator(`[data-testid="list-card"][data-list-id="${done.id}"]`);
    await finished.waitFor();
    expect(await finished.getByTestId('list-card-progress-badge').innerText()).toBe('Terminée');
    expect(await finished.getByTestId('list-card-promo').innerText()).toContain('Promo déduite');
    expect(await finished.getByTestId('list-reactivate').count()).toBe(0);
    const dropped = page.locator(`[data-testid="list-card"][data-list-id="${rejected.id}"]`);
    expect(await dropped.getByTestId('list-card-progress-badge').innerText()).toBe('Rejetée');
    expect(await dropped.getByTestId('list-duplicate').count()).toBe(0);
    await screenshot(page, 'lists-courses-history-fr');
    await expectNoViolations(page, 'courses history (fr)');

    await dropped.getByTestId('list-reactivate').click();
    await dropped.waitFor({ state: 'detached' });
    expect((await readList(leila, rejected.id)).status).toBe('active');

    await finished.getByTestId('list-duplicate').click();
    await page.waitForURL(/\/layout\/details-course\/\d+$/);
    const copyId = Number(page.url().split('/').pop());
    expect(copyId).not.toBe(done.id);
    const copy = await readList(leila, copyId);
    expect(copy.status).toBe('active');
    expect(copy.progress.bought).toBe(0);
    expect(copy.items.map((i) => i.sku).sort()).toEqual(done.items.map((i) => i.sku).sort());
  });

  it('in Arabic: the cards, add-list and add-product, right to left and axe-clean', async () => {
    const page = await phone(leila, 'ar');
    await page.goto('/layout/courses');
    await page.getByTestId('list-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('courses-tab-active').innerText()).toBe('نشطة');
    await screenshot(page, 'lists-courses-ar');
    await expectNoViolations(page, 'courses (ar)');
    await page.getByTestId('courses-tab-history').click();
    await page.getByTestId('list-card').first().waitFor();
    await screenshot(page, 'lists-courses-history-ar');
    await expectNoViolations(page, 'courses history (ar)');

    await page.getByTestId('new-list').click();
    await page.getByTestId('member-row').first().waitFor();
    await page.getByTestId('create-list').click();
    expect(await page.getByTestId('list-name-error').innerText()).toBe('أعطِ اسمًا للقائمة.');
    await page.getByTestId('list-name').fill('قائمة الأسبوع');
    await page.getByTestId('assign-all').check();
    await screenshot(page, 'lists-add-list-ar');
    await expectNoViolations(page, 'add-list (ar)');
    await page.getByTestId('create-list').click();
    await page.waitForURL(/\/layout\/add-product\?list=\d+$/);
    await page.getByTestId('choice-card').nth(1).waitFor();
    await page.getByTestId('choice-plus-only').first().click();
    await page.getByTestId('choice-select').nth(1).check();
    expect(await page.getByTestId('add-products-submit').innerText()).toBe(`إضافة المنتجات (${formatNumber(2, 'ar')})`);
    await screenshot(page, 'lists-add-product-ar');
    await expectNoViolations(page, 'add-product (ar)');
  });

  it('add-product without a valid list goes back to the courses; no family: a sentence and a link to the family', async () => {
    const page = await phone(karim);
    await page.goto('/layout/add-product?list=abc');
    await page.waitForURL(/\/layout\/courses$/);
    const alone = await signUpViaApi(baseURL, { name: 'Rym', lastname: 'Seule', password: 'rym-listes-1' });
    const lonely = await phone(alone);
    await lonely.goto('/layout/add-list');
    await lonely.getByTestId('no-family').waitFor();
    expect(await lonely.getByTestId('no-family').getByRole('link').getAttribute('href')).toBe('/layout/family');
    await screenshot(lonely, 'lists-add-list-no-family-fr');
  });
});
