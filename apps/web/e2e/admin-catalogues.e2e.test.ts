/**
 * Issue 15, the catalogue screens of the back office (docs/catalogue-admin.md#the-screens), on a
 * server of its own (its clock is moved a week forward, which the shared server's other tests must
 * not see). A marketing member (created by the first admin through the API, TOTP enrolled and
 * password chosen) signs in with a TOTP code, creates the catalogue of the week after next, uploads
 * a 3-page PDF made here with MuPDF, draws a zone on page 1 with the mouse, links a seeded product,
 * publishes. On the shoppers' app, with the server's and the browser's clocks at Tuesday 12:59 it is
 * not listed; at 13:00 it is under « Semaine prochaine », the flipbook shows the uploaded page and
 * the zone opens the product. axe on each admin screen; screenshots admin-catalogues-*.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { createStaff, expectAccessible, nav } from './helpers/admin.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@catalogues.e2e.qadhya.test', password: 'une longue phrase de passe e2e' };
const MARKETING = { email: 'marketing@catalogues.e2e.qadhya.test', password: 'le marketing choisit sa phrase' };
/** The server starts on Tuesday 24 November 2026, 13:30 in Tunis: next week (25 Nov) is seeded. */
const APP_NOW = '2026-11-24T13:30';
/** The week after: Wednesday 2 → Tuesday 8 December 2026 (ISO week 49), not seeded. */
const WEEK_DAY = '2026-12-02';
const TITLE = 'Les fêtes à prix fous';
/** Tuesday 1 December 2026 in Tunis (UTC+1): 12:59:00 and 13:00:30. */
const BEFORE = Date.parse('2026-12-01T11:59:00Z');
const AFTER = Date.parse('2026-12-01T12:00:30Z');

let marketingSecret = '';
const own = ownServer('catalogues', ADMIN, { APP_NOW });
const windows = own.windows;
const { desktop, phoneAt } = windows;
const serverNow = () => adminApi.serverNow(own.baseURL);
const api = <T>(method: string, url: string, body?: unknown, token?: string) => adminApi.api<T>(own.baseURL, method, url, body, token);

/** Moves the server's clock to `target` (it only goes forward). */
async function serverClockTo(target: number): Promise<void> {
  const seconds = Math.ceil((target - (await serverNow())) / 1000);
  if (seconds > 0) await advanceServerClock(own.baseURL, seconds);
}

/** Searches the zone form's product field for `sku` and picks the first answer of that article. */
async function pickProduct(zoneForm: Locator, sku: string): Promise<void> {
  await zoneForm.getByLabel('Produit (nom, marque, code article ou EAN)').fill(sku);
  await zoneForm
    .getByRole('button')
    .filter({ hasText: `art. ${sku}` })
    .first()
    .click();
}

/** A PDF of `count` A4 pages, each with a coloured box and its number, made with MuPDF (no fixture). */
async function makePdf(count: number): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const resources = doc.addObject({ Font: { F1: font } });
  const colours = ['0.89 0.02 0.07', '0.1 0.45 0.2', '0.16 0.39 0.83'];
  for (let i = 1; i <= count; i++) {
    const contents = `${colours[(i - 1) % 3]} rg 40 420 515 360 re f BT /F1 64 Tf 1 1 1 rg 90 560 Td (Page ${i}) Tj ET BT /F1 28 Tf 0 0 0 rg 60 200 Td (Les fetes a prix fous) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, contents));
  }
  const bytes = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

beforeAll(async () => {
  // The first admin creates the marketing member, who enrols and chooses a password (API).
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  marketingSecret = (await createStaff(own.baseURL, admin.token, MARKETING, 'marketing')).secret;
}, 240_000);

describe('back office: a marketing member publishes the catalogue of a week', () => {
  let page: Page;
  let product: { sku: string; name: string };

  it('signs in with a TOTP code and opens the catalogues, newest weeks first', async () => {
    page = await desktop();
    // The sign-in moves the server's clock to a TOTP step of its own, after the enrolment's.
    await windows.signIn(page, MARKETING, marketingSecret);
    await nav(page, 'Catalogues');
    await page.getByRole('heading', { name: 'Catalogues', level: 1 }).waitFor();
    const rows = page.getByRole('table', { name: 'Catalogues hebdomadaires' }).getByRole('row');
    await rows.nth(1).getByText('S48 · 2026').waitFor();
    expect(await rows.nth(1).textContent()).toContain('Publié');
    expect(await rows.nth(2).textContent()).toContain('S47 · 2026');
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-list');
  });

  it('creates the draft of the week after next: computed dates, visibility, a taken week refused', async () => {
    await page.getByRole('button', { name: 'Nouveau catalogue' }).click();
    const form = page.getByRole('form', { name: "Créer le catalogue d'une semaine" });
    // A week already taken (next week, seeded): the French text of CATALOGUE_WEEK_TAKEN.
    await form.getByLabel('Titre (français)').fill(TITLE);
    await form.getByLabel('Titre (arabe)').fill('أعياد بأسعار مجنونة');
    await form.getByLabel('Thème (facultatif)').fill('Fêtes de fin d’année');
    await form.getByLabel(/Semaine \(un jour/).fill('2026-11-27');
    await form.getByRole('button', { name: 'Créer le brouillon' }).click();
    await form.getByText('Cette semaine a déjà son catalogue.').waitFor();

    await form.getByLabel(/Semaine \(un jour/).fill(WEEK_DAY);
    const summary = form.getByTestId('week-summary');
    await summary.getByText('Semaine 49 (2026) : du mercredi 2 décembre 2026 au mardi 8 décembre 2026').waitFor();
    expect(await summary.textContent()).toContain('Visible par les clients mardi 1 décembre 2026 à 13:00');
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-create');
    await form.getByRole('button', { name: 'Créer le brouillon' }).click();
    await page.getByRole('heading', { name: `${TITLE} — semaine 49`, level: 1 }).waitFor();
    expect(await page.locator('.ui-page-header').textContent()).toContain('Brouillon');
  });

  it('uploads a 3-page PDF: rendered on the server, three thumbnails', async () => {
    const input = page.locator('input[type=file]');
    // A PDF with an image: refused by the browser; an unreadable PDF: the server's code in French.
    await input.setInputFiles([
      { name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') },
      { name: 'b.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    await page.getByText('Envoyez un seul PDF, ou bien des images (sans PDF).').waitFor();
    await input.setInputFiles({ name: 'casse.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\npas un PDF lisible') });
    await page.getByText('Ce fichier n’est pas un PDF lisible.').waitFor({ timeout: 30_000 });
    const pdf = await makePdf(3);
    await input.setInputFiles({ name: 'catalogue-s49.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('3 pages enregistrées.').waitFor({ timeout: 60_000 });
    const thumbs = page.getByRole('list', { name: 'Pages du catalogue' }).getByRole('button');
    expect(await thumbs.count()).toBe(3);
    const img = page.getByRole('img', { name: 'Page 1 du catalogue' });
    expect(await img.getAttribute('src')).toMatch(/\/media\/catalogues\/202649\/uploaded\/1\//);
    await img.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((r) => el.addEventListener('load', r, { once: true }))));
  });

  it('draws a zone on page 1 with the mouse, refuses it without a product, then links a product and saves', async () => {
    const seeded = await api<{ items: { sku: string; name: string }[] }>('GET', '/products?pageSize=5');
    product = seeded.items[0]!;
    const surface = page.getByTestId('zone-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.45, { steps: 8 });
    await page.mouse.up();
    const zoneForm = page.getByRole('group', { name: 'Zone 1' });
    await zoneForm.waitFor();
    // The rectangle in page units (350 × 500), from the displayed size.
    const x = Number(await zoneForm.getByRole('spinbutton', { name: 'X', exact: true }).inputValue());
    const w = Number(await zoneForm.getByRole('spinbutton', { name: 'Largeur', exact: true }).inputValue());
    expect(x).toBeGreaterThanOrEqual(50);
    expect(x).toBeLessThanOrEqual(55);
    expect(w).toBeGreaterThanOrEqual(138);
    expect(w).toBeLessThanOrEqual(142);

    await page.getByRole('button', { name: 'Enregistrer les zones de la page 1' }).click();
    await zoneForm.getByText('Choisissez un produit.').waitFor();
    await page.getByText('1 zone à corriger : rien n’a été enregistré.').waitFor();

    await pickProduct(zoneForm, product.sku);
    await zoneForm.getByTestId('zone-product').getByText(product.name).waitFor();
    expect(await zoneForm.getByLabel('Prix de la semaine (DT)').inputValue()).toMatch(/^\d+,\d{3}$/);
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-zone-editor');
    await page.getByRole('button', { name: 'Enregistrer les zones de la page 1' }).click();
    await page.getByText('Zones de la page 1 enregistrées.').waitFor();
    await page.getByRole('tab', { name: 'Produits et prix' }).click();
    const row = page.getByRole('row').filter({ hasText: product.sku });
    await row.waitFor();
    expect(await row.textContent()).toContain(product.name);
    // The week's prices changed in place, in dinars: checked first, then the discount follows.
    await row.getByRole('button', { name: `Modifier le prix de ${product.name}` }).click();
    const prices = row.getByRole('form', { name: `Prix de ${product.name}` });
    await prices.getByLabel('Prix (DT)', { exact: true }).fill('2,5');
    await prices.getByLabel('Ancien prix (DT)', { exact: true }).fill('2');
    await prices.getByRole('button', { name: 'Enregistrer' }).click();
    await prices.getByText('L’ancien prix doit être au moins égal au prix.').waitFor();
    await prices.getByLabel('Prix (DT)', { exact: true }).fill('1,000');
    await prices.getByLabel('Ancien prix (DT)', { exact: true }).fill('2,000');
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-price-edit');
    await prices.getByRole('button', { name: 'Enregistrer' }).click();
    await row.getByText('-50%').waitFor();
    expect(await row.textContent()).toContain('1,000 DT');
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-products');
  });

  it('changes the theme under « Titres et thème »', async () => {
    await page.getByRole('tab', { name: 'Titres et thème' }).click();
    const form = page.getByRole('form', { name: 'Titres et thème du catalogue' });
    await form.getByLabel('Thème (facultatif)').fill('Spécial fêtes');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Modifications enregistrées.').waitFor();
    expect(await form.getByLabel('Thème (facultatif)').inputValue()).toBe('Spécial fêtes');
    await expectAccessible(page);
  });

  it('previews and publishes after a confirmation', async () => {
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    expect(await page.getByRole('list', { name: 'Aperçu des pages' }).getByRole('listitem').count()).toBe(3);
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-preview');
    await page.locator('.ui-page-header').getByRole('button', { name: 'Publier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publier ce catalogue ?' });
    await dialog.getByText(/dès le mardi 1 décembre 2026 à 13:00/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-publish');
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await page.locator('.ui-page-header').getByText('Publié').waitFor();
    expect(await page.locator('.ui-page-header').getByRole('button', { name: 'Dépublier' }).isVisible()).toBe(true);
  });

  it('on a 768 px tablet, a zone is drawn with a finger (touch pointer events) on page 2', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('tab', { name: 'Pages et zones' }).click();
    await page
      .getByRole('list', { name: 'Pages du catalogue' })
      .getByRole('button', { name: /Page 2/ })
      .click();
    const surface = page.getByTestId('zone-surface');
    await page.getByRole('img', { name: 'Page 2 du catalogue' }).waitFor();
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    const at = (fx: number, fy: number) => ({
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      buttons: 1,
      bubbles: true,
      clientX: box.x + box.width * fx,
      clientY: box.y + box.height * fy,
    });
    await surface.dispatchEvent('pointerdown', at(0.5, 0.5));
    await surface.dispatchEvent('pointermove', at(0.7, 0.6));
    await surface.dispatchEvent('pointerup', { ...at(0.9, 0.7), buttons: 0 });
    const zoneForm = page.getByRole('group', { name: 'Zone 1' });
    await zoneForm.waitFor();
    expect(Number(await zoneForm.getByRole('spinbutton', { name: 'X', exact: true }).inputValue())).toBe(175);
    expect(Number(await zoneForm.getByRole('spinbutton', { name: 'Largeur', exact: true }).inputValue())).toBe(140);
    // The product of page 1 again: the server refuses the row, shown beside the zone, nothing saved.
    await pickProduct(zoneForm, product.sku);
    await page.getByRole('button', { name: 'Enregistrer les zones de la page 2' }).click();
    await zoneForm.getByText(`Produit : L’article ${product.sku} est déjà en page 1.`).waitFor();
    await page.getByText('1 zone à corriger : rien n’a été enregistré.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-catalogues-zone-editor-tablet');
    await zoneForm.getByRole('button', { name: 'Supprimer la zone' }).click();
    expect(await page.getByRole('group', { name: 'Zone 1' }).count()).toBe(0);
  });

  it('shoppers: not listed on Tuesday 12:59; at 13:00 under « Semaine prochaine », the page, the zone opens the product', async () => {
    await serverClockTo(BEFORE);
    const early = await phoneAt(BEFORE + 5_000);
    await early.goto('/layout/catalogs');
    await early.getByTestId('catalog-tab-nextWeek').click();
    await early.getByTestId('cover-card').first().waitFor();
    await early.getByText('Disponible mardi dès 13:00').waitFor();
    expect(await early.getByText(TITLE).count()).toBe(0);

    await serverClockTo(AFTER);
    const shopper = await phoneAt(AFTER + 5_000);
    await shopper.goto('/layout/catalogs');
    await shopper.getByTestId('catalog-tab-nextWeek').click();
    const card = shopper.getByTestId('cover-card').filter({ hasText: TITLE });
    await card.waitFor();
    await screenshot(shopper, 'admin-catalogues-shopper-next-week');
    await card.getByTestId('browse-catalogue').click();
    const flipPage = shopper.getByTestId('flipbook-page').first();
    await flipPage.waitFor();
    expect(await flipPage.locator('img').first().getAttribute('src')).toMatch(/\/media\/catalogues\/202649\/uploaded\/1\//);
    const zone = shopper.locator(`[data-testid="page-zone"][data-sku="${product.sku}"]`);
    await zone.waitFor();
    await screenshot(shopper, 'admin-catalogues-shopper-flipbook');
    await zone.click();
    await shopper.waitForURL(new RegExp(`${product.sku}`));
    await shopper.getByRole('heading', { name: product.name }).first().waitFor();
  });
});
