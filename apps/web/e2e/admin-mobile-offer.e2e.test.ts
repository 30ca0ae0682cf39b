/**
 * Issue 36, « Offre mobile » in the back office (docs/mobile-offer.md#back-office-products), on a
 * server of its own: an admin opens the offer's lines, edits the first SIM card (a new French and
 * Arabic name, a price typed in dinars) — the shopper's « produits-aziza-mobile » shows it in French
 * and in Arabic —, then archives it after a confirmation: the shopper no longer sees it, and it is
 * listed under « Archivés ». A price that is not dinars is refused on its field. axe on the list and
 * the form; screenshots admin-mobile-offer-*, mobile-offer-edited-fr|ar.
 */
import type { AdminOfferProductPage, MobileOfferProductPage } from '@qadhya/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@offre.e2e.qadhya.test', password: 'une longue phrase de passe offre mobile' };
const NAME = 'Carte SIM Aziza Mobile Liberté';
const NAME_AR = 'شريحة عزيزة موبايل حرية';

let adminSecret = '';
let sku = '';
const own = ownServer('offer', ADMIN, { APP_NOW: '2026-11-24T10:00' }, { logWindowErrors: true });
const windows = own.windows;

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  adminSecret = admin.secret;
  const sims = await adminApi.api<AdminOfferProductPage>(
    own.baseURL,
    'GET',
    '/admin/mobile-offer/products?kind=sim',
    undefined,
    admin.token,
  );
  sku = sims.items[0]!.sku;
}, 240_000);

/** The shopper's SIM tab of produits-aziza-mobile, in `lang`. */
async function shopperSims(lang: 'fr' | 'ar') {
  const page = await own.phone({ as: null, lang });
  await page.goto('/layout/produits-aziza-mobile');
  await page.getByTestId('mobile-products-tab-sim').click();
  await page.getByTestId('mobile-product').first().waitFor();
  await expect
    .poll(async () => new Set(await page.getByTestId('mobile-product').evaluateAll((els) => els.map((e) => e.dataset.kind))).size)
    .toBe(1);
  return page;
}

/**
 * The SIM card's name and price (millimes) as the public read lists it, null when it does not. A write reaches every copy's public reads within about
 * a second (docs/cache.md): the tests wait for it before opening a phone.
 */
async function simListed(lang: 'fr' | 'ar' = 'fr'): Promise<string | null> {
  const page = await adminApi.api<MobileOfferProductPage>(own.baseURL, 'GET', `/mobile-offer/products?kind=sim&pageSize=50&lang=${lang}`);
  const item = page.items.find((p) => p.sku === sku);
  return item ? `${item.name} ${item.price}` : null;
}

describe('« Offre mobile »: staff edit the offer, shoppers see it', () => {
  it('an admin edits a SIM card’s names and price; the shopper’s list shows them in French and Arabic', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, adminSecret);
    await nav(page, 'Offre mobile');
    await page.getByRole('heading', { name: 'Offre mobile', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Produits de l’offre mobile' });
    await table.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-mobile-offer-list');

    const row = table.getByRole('row').filter({ has: page.getByText(sku, { exact: true }) });
    await row.getByRole('button', { name: /^Modifier / }).click();
    const form = page.getByRole('form', { name: /^Modifier / });
    await form.waitFor();
    await form.getByLabel('Prix (DT)').fill('4,5 dinars');
    await form.getByLabel('Nom (français)').fill(NAME);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Un prix en dinars, comme 2,350.').waitFor();
    await form.getByLabel('Prix (DT)').fill('4,5');
    await form.getByLabel('Nom (arabe)').fill(NAME_AR);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Produit enregistré.').waitFor();
    await expect.poll(() => row.innerText()).toContain('4,500 DT');
    expect(await row.innerText()).toContain(NAME_AR);
    await expectAccessible(page);
    await screenshot(page, 'admin-mobile-offer-edit');

    for (const lang of ['fr', 'ar'] as const) {
      await expect.poll(() => simListed(lang)).toBe(`${lang === 'fr' ? NAME : NAME_AR} 4500`);
      const phone = await shopperSims(lang);
      const card = phone.locator(`[data-testid="mobile-product"][data-sku="${sku}"]`);
      await card.waitFor();
      expect(await card.getByTestId('mobile-product-link').innerText()).toBe(lang === 'fr' ? NAME : NAME_AR);
      expect(await card.locator('[data-ui-price] bdi').last().innerText()).toMatch(/^4,500$/);
      await card.scrollIntoViewIfNeeded();
      await screenshot(phone, `mobile-offer-edited-${lang}`);
    }
  });

  it('archiving asks first; the shopper no longer sees the card, « Archivés » lists it and puts it back', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, adminSecret);
    await nav(page, 'Offre mobile');
    const table = page.getByRole('table', { name: 'Produits de l’offre mobile' });
    const row = table.getByRole('row').filter({ has: page.getByText(sku, { exact: true }) });
    await row.getByRole('button', { name: `Archiver ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archiver ce produit ?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-mobile-offer-archive');
    await dialog.getByRole('button', { name: 'Archiver' }).click();
    await row.waitFor({ state: 'detached' });

    await expect.poll(() => simListed()).toBeNull();
    const phone = await shopperSims('fr');
    expect(await phone.locator(`[data-testid="mobile-product"][data-sku="${sku}"]`).count()).toBe(0);

    await page.getByRole('group', { name: 'Afficher' }).getByRole('button', { name: 'Archivés' }).click();
    const archived = page.getByRole('table', { name: 'Produits archivés de l’offre mobile' });
    await archived.getByRole('button', { name: `Remettre en ligne ${NAME}` }).click();
    await archived.getByRole('button', { name: `Remettre en ligne ${NAME}` }).waitFor({ state: 'detached' });
    // A fresh phone, whose HTTP cache holds no answer from before the write.
    await expect.poll(() => simListed()).toBe(`${NAME} 4500`);
    const again = await shopperSims('fr');
    await again.locator(`[data-testid="mobile-product"][data-sku="${sku}"]`).waitFor();
  });
});
