/**
 * Issue 33 item 6, « Ajouter à une liste » from anywhere (docs/shopping-lists.md#add-to-list),
 * on a 390×844 phone against the real server: from a product detail, a new list with quantity 2;
 * from a last-chance detail, the same list preselected; « Voir la liste » opens it with both
 * products at their quantities; adding a product again raises its quantity (one line). In French
 * and in Arabic; a visitor gets the sign-in prompt. Axe (serious/critical) on the open sheet and
 * screenshots add-to-list-<state>-<fr|ar>.
 */
import type { ProductPage, ShoppingList } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isolate } from '@qadhya/domain';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { blockingViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });
type Lang = 'fr' | 'ar';

const TEXTS = {
  fr: {
    added: (list: string) => `Ajouté à « ${list} »`,
    view: 'Voir la liste',
    button: 'Ajouter à une liste',
    list: 'Pique-nique du dimanche',
  },
  ar: { added: (list: string) => `أُضيف إلى « ${isolate(list)} »`, view: 'عرض القائمة', button: 'أضف إلى قائمة', list: 'نزهة الأحد' },
};

let products: ProductPage['items'];

beforeAll(async () => {
  products = ((await (await fetch(`${baseURL}/api/v1/products?pageSize=4`)).json()) as ProductPage).items;
  expect(products.length).toBeGreaterThanOrEqual(2);
});

const phone = (account: TestAccount | null, lang: Lang) => shopperPage(phones, account, lang);

async function openSheet(page: Page, button: string): Promise<void> {
  await page.getByTestId(button).click();
  const sheet = page.getByTestId('add-to-list-sheet');
  await sheet.waitFor();
  await animationsDone(sheet);
}

async function lists(account: TestAccount): Promise<ShoppingList[]> {
  const page = (await apiAs(baseURL, account.token, 'GET', '/lists?tab=active')).body as { items: { id: number }[] };
  return Promise.all(page.items.map(async (l) => (await apiAs(baseURL, account.token, 'GET', `/lists/${l.id}`)).body as ShoppingList));
}

const visible = (list: ShoppingList) => list.items.filter((i) => !i.removed).map((i) => ({ sku: i.sku, quantity: i.quantity }));

describe('« Ajouter à une liste »', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`product detail → a new list (×2), last-chance detail → the same list preselected, « ${TEXTS[lang].view} » (${lang})`, async () => {
      const text = TEXTS[lang];
      const shopper = await signUpViaApi(baseURL, {
        name: lang === 'fr' ? 'Salma' : 'Hedi',
        lastname: 'Ben Ali',
        password: `liste-${lang}-partout-1`,
      });
      const product = products[0]!;
      const page = await phone(shopper, lang);

      // 1. Product detail: no list yet, « Nouvelle liste » is chosen and asks for a name.
      await page.goto(`/detail-produit/${product.sku}`);
      await page.getByTestId('product-detail').waitFor();
      expect(await page.getByTestId('detail-add-to-list').innerText()).toBe(text.button);
      await page.getByTestId('detail-add-to-list').scrollIntoViewIfNeeded();
      await screenshot(page, `add-to-list-button-${lang}`);
      await openSheet(page, 'detail-add-to-list');
      await page.getByTestId('add-to-list-name').waitFor();
      expect(await page.getByTestId('add-to-list-new').locator('input').isChecked()).toBe(true);
      expect(await page.getByTestId('add-to-list-quantity').innerText()).toBe('1');
      expect(await page.getByTestId('add-to-list-less').isDisabled()).toBe(true);
      // The name is required: nothing is sent without one.
      await page.getByTestId('add-to-list-submit').click();
      expect(await page.getByTestId('add-to-list-name').getAttribute('aria-invalid')).toBe('true');
      expect(await lists(shopper)).toEqual([]);
      await page.getByTestId('add-to-list-name').fill(text.list);
      await page.getByTestId('add-to-list-more').click();
      expect(await page.getByTestId('add-to-list-quantity').innerText()).toBe('2');
      await screenshot(page, `add-to-list-new-${lang}`);
      expect(await blockingViolations(page), `axe on the new-list sheet (${lang})`).toEqual([]);
      await page.getByTestId('add-to-list-submit').click();
      const toast = page.getByTestId('toast').filter({ hasText: text.added(text.list) });
      await toast.waitFor();
      await page.getByTestId('add-to-list-sheet').waitFor({ state: 'detached' });
      const [created] = await lists(shopper);
      expect(created?.title).toBe(text.list);
      expect(visible(created!)).toEqual([{ sku: product.sku, quantity: 2 }]);

      // 2. A last-chance offer's detail: the same list is preselected.
      await page.goto('/layout/last-chance/products');
      const card = page.getByTestId('last-chance-item').first();
      await card.waitFor();
      const offerSku = (await card.getAttribute('data-sku'))!;
      await card.locator('a').click();
      await page.waitForURL('**/layout/detail-lastchance');
      await page.getByTestId('detail-lastchance').waitFor();
      await openSheet(page, 'detail-lastchance-add-to-list');
      const choice = page.locator(`[data-testid="add-to-list-choice"][data-list-id="${created!.id}"]`);
      await choice.waitFor();
      expect(await choice.locator('input').isChecked()).toBe(true);
      expect(await page.getByTestId('add-to-list-name').count()).toBe(0);
      await screenshot(page, `add-to-list-lists-${lang}`);
      expect(await blockingViolations(page), `axe on the lists sheet (${lang})`).toEqual([]);
      await page.getByTestId('add-to-list-submit').click();
      await page
        .getByTestId('toast')
        .filter({ hasText: text.added(text.list) })
        .last()
        .waitFor();
      await page.getByTestId('add-to-list-sheet').waitFor({ state: 'detached' });
      await screenshot(page, `add-to-list-toast-${lang}`);

      // 3. « Voir la liste »: both products, each with its quantity.
      await page.getByTestId('add-to-list-view').last().click();
      await page.waitForURL(`**/layout/details-course/${created!.id}`);
      await page.locator(`[data-testid="course-item"][data-key="p:${product.sku}"]`).waitFor();
      const items = page.getByTestId('course-item');
      expect(await items.count()).toBe(offerSku === product.sku ? 1 : 2);
      expect(
        await page.locator(`[data-testid="course-item"][data-key="p:${product.sku}"] [data-testid="course-item-quantity"]`).innerText(),
      ).toBe(offerSku === product.sku ? '3' : '2');
      if (offerSku !== product.sku) {
        expect(
          await page.locator(`[data-testid="course-item"][data-key="p:${offerSku}"] [data-testid="course-item-quantity"]`).innerText(),
        ).toBe('1');
      }

      // 4. The same product again from its detail (×1): its line goes to 3 (or 4), never a second line.
      await page.goto(`/detail-produit/${product.sku}`);
      await openSheet(page, 'detail-add-to-list');
      expect(await page.locator(`[data-testid="add-to-list-choice"][data-list-id="${created!.id}"] input`).isChecked()).toBe(true);
      await page.getByTestId('add-to-list-submit').click();
      await page
        .getByTestId('toast')
        .filter({ hasText: text.added(text.list) })
        .first()
        .waitFor();
      await page.getByTestId('add-to-list-sheet').waitFor({ state: 'detached' });
      const after = (await lists(shopper)).find((l) => l.id === created!.id)!;
      const lines = visible(after).filter((i) => i.sku === product.sku);
      expect(lines).toEqual([{ sku: product.sku, quantity: offerSku === product.sku ? 4 : 3 }]);
    }, 150_000); // four screens, two axe runs and four screenshots on a loaded 2-core machine
  }

  it('with no signal, a list kept on the device takes the product and sends it when the signal is back', async () => {
    const shopper = await signUpViaApi(baseURL, { name: 'Nour', lastname: 'Trabelsi', password: 'liste-hors-ligne-1' });
    const product = products[1]!;
    const created = await apiAs(baseURL, shopper.token, 'POST', '/lists', {
      request_id: `e2e-offline-${Math.random().toString(36).slice(2, 12)}`,
      title: 'Courses du soir',
      items: [{ sku: product.sku, quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const list = created.body as ShoppingList;
    const page = await phone(shopper, 'fr');
    // The list opened once is kept on the device.
    await page.goto(`/layout/details-course/${list.id}`);
    await page.locator(`[data-testid="course-item"][data-key="p:${product.sku}"]`).waitFor();
    await page.goto(`/detail-produit/${product.sku}`);
    await page.getByTestId('product-detail').waitFor();
    await openSheet(page, 'detail-add-to-list'); // online: the sheet's code is fetched
    await page.locator(`[data-testid="add-to-list-choice"][data-list-id="${list.id}"]`).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('add-to-list-sheet').waitFor({ state: 'detached' });

    await page.context().setOffline(true);
    await openSheet(page, 'detail-add-to-list');
    const choice = page.locator(`[data-testid="add-to-list-choice"][data-list-id="${list.id}"]`);
    await choice.waitFor();
    expect(await choice.locator('input').isChecked()).toBe(true);
    await page.getByTestId('add-to-list-more').click();
    await page.getByTestId('add-to-list-submit').click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Ajouté à « Courses du soir »' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Hors ligne : l’ajout sera envoyé dès le retour du réseau.');
    const server = async () => visible((await apiAs(baseURL, shopper.token, 'GET', `/lists/${list.id}`)).body as ShoppingList);
    expect(await server()).toEqual([{ sku: product.sku, quantity: 1 }]);

    await page.context().setOffline(false);
    await expect.poll(server, { timeout: 15_000 }).toEqual([{ sku: product.sku, quantity: 3 }]);
  });

  it('a catalogue card opens the product detail, where a visitor is asked to sign in', async () => {
    const page = await phone(null, 'fr');
    await page.goto('/layout/catalogs');
    const card = page.getByTestId('catalog-products').getByTestId('product-card').first();
    await card.waitFor();
    await card.getByRole('link').first().click();
    await page.waitForURL('**/detail-produit/**');
    await page.getByTestId('product-detail').waitFor();
    await openSheet(page, 'detail-add-to-list');
    const prompt = page.getByTestId('add-to-list-sheet').getByTestId('sign-in-prompt');
    await prompt.waitFor();
    expect(await prompt.getByTestId('sign-in-link').getAttribute('href')).toBe('/login');
    expect(await blockingViolations(page), 'axe on the visitor sheet').toEqual([]);
  });
});
