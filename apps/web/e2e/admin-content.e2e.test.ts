/**
 * Issue 15, the content screens of the back office (docs/back-office-screens.md), on a
 * server of its own (its clock is moved a day forward, which the shared server's tests must not
 * see). A marketing member (made by the first admin through the API, TOTP enrolled, password
 * chosen) signs in with a TOTP code and sets tomorrow's promos: a seeded product found by its sku,
 * a price in dinars, notes in French and Arabic; the shoppers' promos show it, and on that day (the
 * server's and the phone's clocks moved there) it is today's. The admin edits a store's hours and
 * closes it for now: the shoppers' store list says so. The home's scan count grows after a
 * shopper's scan. axe on each screen; screenshots admin-content-*.
 */
import { formatPercent, gs1CheckDigit, moneyFigures } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { createStaff, expectAccessible, nav } from './helpers/admin.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@contenu.e2e.qadhya.test', password: 'une longue phrase de passe e2e' };
const MARKETING = { email: 'marketing@contenu.e2e.qadhya.test', password: 'le marketing choisit sa phrase' };
const MANAGER = { email: 'responsable@contenu.e2e.qadhya.test', password: 'le responsable choisit sa phrase' };
/** Tuesday 24 November 2026, 10:00 in Tunis; tomorrow is Wednesday 25 (super_mercredi). */
const APP_NOW = '2026-11-24T10:00';
const TOMORROW = '2026-11-25';
/** Wednesday 25 November 2026, 09:00 in Tunis (UTC+1). */
const TOMORROW_MORNING = Date.parse('2026-11-25T08:00:00Z');
const NOTE_FR = 'Offre spéciale e2e du mercredi';
const NOTE_AR = 'عرض خاص ليوم الأربعاء';

const secrets: Record<string, string> = {};
const tokens: Record<string, string> = {};
let managerStore = '';
// Tiles from this server (none there: the map falls back to the bundled outlines, nothing leaves the machine).
const own = ownServer('content', ADMIN, { APP_NOW, MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' });
const windows = own.windows;
const { desktop, phoneAt } = windows;
const signIn = (page: Page, who: { email: string; password: string }) => windows.signIn(page, who, secrets[who.email]!);
const serverNow = () => adminApi.serverNow(own.baseURL);
const api = <T>(method: string, url: string, body?: unknown, token?: string) => adminApi.api<T>(own.baseURL, method, url, body, token);

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  secrets[ADMIN.email] = admin.secret;
  tokens[ADMIN.email] = admin.token;
  const marketing = await createStaff(own.baseURL, admin.token, MARKETING, 'marketing');
  secrets[MARKETING.email] = marketing.secret;
  // A store manager of the first store (by code).
  const first = (await api<{ items: { magasin_code: string }[] }>('GET', '/stores?lang=fr')).items.map((s) => s.magasin_code).sort()[0]!;
  managerStore = first;
  secrets[MANAGER.email] = (await createStaff(own.baseURL, admin.token, MANAGER, 'store_manager', [first])).secret;
  // The next codes must be of another 30-second step than the enrolments'.
  await advanceServerClock(own.baseURL, 31);
}, 240_000);

describe('back office: promos, stores and the home', () => {
  let product: { sku: string; name: string; base_price: number; ean: string };
  let store: { magasin_code: string; storename: string };

  it('marketing sets tomorrow’s promos: a product found by its sku, a price in dinars, notes fr/ar', async () => {
    const page = await desktop();
    await signIn(page, MARKETING);
    await nav(page, 'Promos du jour');
    await page.getByRole('heading', { name: 'Promos du jour', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'novembre 2026' }).waitFor();
    const day = page.locator(`[data-date="${TOMORROW}"]`);
    await day.waitFor();
    // Monday first: 1 November 2026 is a Sunday, after six blank cells.
    expect(await page.locator('.promo-calendar-days > .promo-calendar-blank').count()).toBe(6);
    expect(await day.getByTestId('promo-day-name').textContent()).toMatch(/^mercredi 25 novembre 2026 : \d+ promos?/);
    await expectAccessible(page);
    await screenshot(page, 'admin-content-promos-calendar');

    const found = await api<{ items: (typeof product)[] }>('GET', '/admin/products?pageSize=40', undefined, tokens[ADMIN.email]);
    product = found.items.find((p) => p.base_price >= 2000)!;
    await day.click();
    const editor = page.getByRole('form', { name: 'Promos du mercredi 25 novembre 2026' });
    await editor.waitFor();
    const before = await editor.locator('tbody tr[data-sku]').count();
    await editor.getByRole('searchbox', { name: /Ajouter un produit/ }).fill(product.sku);
    await editor.getByRole('button', { name: `Ajouter ${product.name}` }).click();
    const row = editor.locator(`tbody tr[data-sku="${product.sku}"]`);
    // A price above the old one is refused on its row before anything is sent.
    await row.getByLabel(/Prix du jour de/).fill('9999,000');
    await editor.getByRole('button', { name: 'Enregistrer la journée' }).click();
    await row.getByText(/Le prix doit être inférieur à l’ancien prix/).waitFor();

    const price = Math.floor((product.base_price * 0.7) / 10) * 10;
    const dinars = moneyFigures(price);
    await row.getByLabel(/Prix du jour de/).fill(dinars);
    // The day's discount as the formats write it (docs/formats.md): « -30% ».
    const remise = Math.round(((product.base_price - price) * 100) / product.base_price);
    await row.getByText(formatPercent(remise, 'fr', { signed: true }), { exact: true }).waitFor();
    await row.getByLabel(/Note en français/).fill(NOTE_FR);
    await row.getByLabel(/Note en arabe/).fill(NOTE_AR);
    expect(await row.getByLabel(/Note en arabe/).getAttribute('dir')).toBe('rtl');
    await expectAccessible(page);
    await screenshot(page, 'admin-content-promos-day');
    await editor.getByRole('button', { name: 'Enregistrer la journée' }).click();
    await page.getByText('Promos du mercredi 25 novembre 2026 enregistrées.').waitFor();
    await expect.poll(() => day.locator('.promo-day-count').textContent()).toBe(`${before + 1} promo${before + 1 > 1 ? 's' : ''}`);

    // A Friday has the Super Friday column; the arrows move a month.
    await page.locator('[data-date="2026-11-27"]').click();
    const friday = page.getByRole('form', { name: 'Promos du vendredi 27 novembre 2026' });
    await friday.getByRole('columnheader', { name: 'Super Friday' }).waitFor();
    expect(await friday.locator('tbody input[type=checkbox]:checked').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await page.getByRole('heading', { name: 'décembre 2026' }).waitFor();
    await page.locator('[data-date="2026-12-01"]').waitFor();
    expect(await page.locator('.promo-calendar-days > .promo-calendar-blank').count()).toBe(1);

    // Saved in millimes, with the notes.
    const calendar = await api<{ days: { date: string; items: { sku: string; price: number; note_fr: string; note_ar: string }[] }[] }>(
      'GET',
      '/admin/promos?month=2026-11',
      undefined,
      await page.evaluate(() => sessionStorage.getItem('qadhya-admin-token') ?? ''),
    );
    const saved = calendar.days.find((d) => d.date === TOMORROW)!.items.find((i) => i.sku === product.sku)!;
    expect(saved).toMatchObject({ price, note_fr: NOTE_FR, note_ar: NOTE_AR });
  });

  it('marketing finds a product and sees its form; a wrong EAN check digit is flagged as typed', async () => {
    const page = await desktop();
    await signIn(page, MARKETING);
    await nav(page, 'Produits');
    await page.getByRole('heading', { name: 'Produits', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(product.sku);
    await page.getByRole('button', { name: `Modifier ${product.name}` }).click();
    const form = page.getByRole('form', { name: `Modifier ${product.name}` });
    expect(await form.getByLabel('Prix de base (DT)').inputValue()).toMatch(/^\d+,\d{3}$/);
    await expectAccessible(page);
    await screenshot(page, 'admin-content-products-edit');

    await page.getByRole('button', { name: 'Nouveau produit' }).click();
    const create = page.getByRole('form', { name: 'Nouveau produit' });
    await create.getByLabel('EAN-13').fill('619123456789');
    await create.getByText('La clé de contrôle attendue est 7.').waitFor();
    await create.getByLabel('EAN-13').fill('6191234567890');
    await create.getByText('Clé de contrôle incorrecte.').waitFor();
    await create.getByRole('button', { name: 'Créer le produit' }).click();
    await create.getByText('La clé de contrôle de cet EAN-13 est fausse.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-content-products-new');

    // A valid, unused EAN-13: the product is created and opens in its edit form.
    const body = `61999${String(Date.now()).slice(-7)}`;
    const ean = `${body}${gs1CheckDigit(body)}`;
    await create.getByLabel('EAN-13').fill(ean);
    await create.getByText('Clé de contrôle correcte.').waitFor();
    await create.getByLabel('Nom').fill('Harissa e2e du Cap Bon');
    await create.getByLabel('Marque').fill('Sicam');
    await create.getByLabel('Contenance').fill('380 g');
    await create.getByLabel('Catégorie').selectOption({ index: 1 });
    await create.getByLabel('Prix de base (DT)').fill('2,35');
    await create.getByLabel('Description courte (arabe)').fill('هريسة');
    await create.getByRole('button', { name: 'Créer le produit' }).click();
    await page.getByText(/Produit « Harissa e2e du Cap Bon » créé \(code \d+\)\./).waitFor();
    const edit = page.getByRole('form', { name: 'Modifier Harissa e2e du Cap Bon' });
    expect(await edit.getByLabel('Prix de base (DT)').inputValue()).toBe('2,350');
    const created = await api<{ items: { ean: string; base_price: number; short_description_ar: string | null }[] }>(
      'GET',
      `/admin/products?q=${ean}`,
      undefined,
      tokens[ADMIN.email],
    );
    expect(created.items).toEqual([expect.objectContaining({ ean, base_price: 2350, short_description_ar: 'هريسة' })]);

    // A photo: previewed before it is sent, then the shoppers' picture.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 320 } });
    await page
      .getByText('Choisir une photo')
      .locator('input[type=file]')
      .setInputFiles({ name: 'harissa.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Aperçu, pas encore envoyé').waitFor();
    expect(await page.getByRole('img', { name: /Aperçu de la nouvelle photo/ }).getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Envoyer la photo' }).click();
    await page.getByText('Photo envoyée').waitFor();
    const withPhoto = await api<{ items: { has_uploaded_image: boolean; image: string }[] }>(
      'GET',
      `/admin/products?q=${ean}`,
      undefined,
      tokens[ADMIN.email],
    );
    expect(withPhoto.items[0]!.has_uploaded_image).toBe(true);
    expect(await page.getByRole('img', { name: 'Photo de Harissa e2e du Cap Bon' }).getAttribute('src')).toBe(withPhoto.items[0]!.image);
    await screenshot(page, 'admin-content-products-photo');
  });

  it('the admin closes a store for now and shuts it on Sundays; the shoppers’ store list says so', async () => {
    // The first store of the shoppers' list (no location: every store, by name).
    const phone = await phoneAt(await serverNow());
    await phone.goto('/layout/closer-store/realtimestock/all');
    await phone.getByTestId('location-denied').waitFor();
    const first = phone.getByTestId('closer-store-list').getByTestId('store-item').first();
    await first.waitFor();
    const code = (await first.getAttribute('data-code'))!;
    expect(await first.getByTestId('store-closed').count()).toBe(0);
    const stores = await api<{ items: { magasin_code: string; storename: string }[] }>('GET', '/stores?lang=fr');
    store = stores.items.find((s) => s.magasin_code === code)!;
    const page = await desktop();
    await signIn(page, ADMIN);
    await nav(page, 'Magasins');
    await page.getByRole('heading', { name: 'Magasins', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un magasin' }).fill(store.magasin_code);
    await page.getByRole('button', { name: `Modifier ${store.storename}` }).click();
    const form = page.getByRole('form', { name: `Magasin ${store.storename}` });
    await form.getByTestId('store-map-picker').waitFor();
    // No tile server here: the bundled outlines are drawn instead, nothing leaves the machine.
    await form.getByText('Carte hors ligne : contours seulement').waitFor();
    await expect.poll(() => form.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(10);
    // Clicking the map moves the pin and the fields.
    const lat = await form.getByLabel('Latitude').inputValue();
    const box = (await form.getByTestId('store-map-picker').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect.poll(() => form.getByLabel('Latitude').inputValue()).not.toBe(lat);

    await form.getByLabel('Dimanche : fermé toute la journée').check();
    expect(await form.getByLabel('Dimanche : ouverture').isDisabled()).toBe(true);
    await form.getByLabel('Lundi : ouverture').fill('09:30');
    await form.getByLabel(/Fermé temporairement/).check();
    await expectAccessible(page);
    await screenshot(page, 'admin-content-stores-edit');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Magasin enregistré.').waitFor();
    const row = page.getByRole('row').filter({ hasText: store.magasin_code });
    await row.getByText('Fermé temporairement').waitFor();

    const shopper = await api<{
      items: { magasin_code: string; temporarily_closed: boolean; opening_hours: ({ opens: string } | null)[] }[];
    }>('GET', '/stores?lang=fr');
    const seen = shopper.items.find((s) => s.magasin_code === store.magasin_code)!;
    expect(seen.temporarily_closed).toBe(true);
    expect(seen.opening_hours[6]).toBeNull();
    expect(seen.opening_hours[0]!.opens).toBe('09:30');

    await phone.reload();
    await phone.getByTestId('location-denied').waitFor();
    const item = phone.getByTestId('closer-store-list').locator(`[data-testid="store-item"][data-code="${store.magasin_code}"]`);
    await item.getByTestId('store-closed').waitFor();
    expect(await item.getByTestId('store-closed').innerText()).toContain('Fermé temporairement');
    await screenshot(phone, 'admin-content-shopper-store-closed');
  });

  it('the admin opens a new store in a delegation; the shoppers’ store list has it, in its city', async () => {
    const page = await desktop();
    await signIn(page, ADMIN);
    await nav(page, 'Magasins');
    await page.getByRole('button', { name: 'Nouveau magasin' }).click();
    const form = page.getByRole('form', { name: 'Nouveau magasin' });
    await form.getByRole('button', { name: 'Créer le magasin' }).click();
    await form.getByText('Choisissez la délégation.').waitFor();
    await form.getByLabel('Code du magasin').fill('e2e01');
    await form.getByLabel('Délégation').selectOption({ label: 'La Soukra' });
    // The pin goes to the delegation's centre.
    await expect.poll(async () => Number(await form.getByLabel('Latitude').inputValue())).toBeGreaterThan(36.8);
    await form.getByLabel('Nom (français)').fill('Qadhya E2E Soukra');
    await form.getByLabel('Nom (arabe)').fill('قضيّة السكرة التجريبي');
    await form.getByLabel('Téléphone').fill('+216 70 100 200');
    await form.getByLabel('Adresse (français)').fill('Avenue de l’UMA, La Soukra');
    await expectAccessible(page);
    await screenshot(page, 'admin-content-stores-new');
    await form.getByRole('button', { name: 'Créer le magasin' }).click();
    await page.getByText('Magasin Qadhya E2E Soukra (E2E01) créé', { exact: false }).waitFor();

    const shopper = await api<{ items: { magasin_code: string; storename: string; city: string }[] }>('GET', '/stores?lang=fr');
    expect(shopper.items.find((s) => s.magasin_code === 'E2E01')).toMatchObject({ storename: 'Qadhya E2E Soukra', city: 'La Soukra' });
    const phone = await phoneAt(await serverNow());
    await phone.goto('/layout/closer-store/realtimestock/all');
    await phone.getByTestId('location-denied').waitFor();
    await phone.getByTestId('closer-store-list').locator('[data-testid="store-item"][data-code="E2E01"]').waitFor();
  });

  it('a store manager sees only their store, read-only, and the home without the shoppers’ figures', async () => {
    const page = await desktop({ width: 768, height: 1024 });
    await signIn(page, MANAGER);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('dash-scans').count()).toBe(0);
    await page.getByRole('heading', { name: 'Ruptures de stock du catalogue' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-content-manager-home-tablet');
    await nav(page, 'Magasins');
    const rows = page.getByRole('table', { name: 'Magasins' }).locator('tbody tr');
    await rows.first().getByText(managerStore).waitFor();
    expect(await rows.count()).toBe(1);
    await rows
      .first()
      .getByRole('button', { name: /^Voir / })
      .click();
    await page.getByText('Seul un administrateur peut modifier un magasin').waitFor();
    expect(await page.getByLabel('Nom (français)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'admin-content-manager-store-tablet');
  });

  it('the home counts a shopper’s scan', async () => {
    const page = await desktop();
    await signIn(page, ADMIN);
    await page.getByTestId('dashboard').waitFor();
    const before = Number(await page.getByTestId('dash-scans-today').innerText());
    await expectAccessible(page);
    await screenshot(page, 'admin-content-home');
    await api('POST', '/scan', { CODE_PRODUIT: product.ean, MAGASIN_ID: store.magasin_code });
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(Number(await page.getByTestId('dash-scans-today').innerText())).toBe(before + 1);
  });

  it('tomorrow, the shoppers’ promos show the product with its note as today’s', async () => {
    await advanceServerClock(own.baseURL, Math.ceil((TOMORROW_MORNING - (await serverNow())) / 1000));
    const week = await api<{ items: { sku: string; promo: string; promo_date: string; status: string; plus: string | null }[] }>(
      'GET',
      `/promos?oc_debut=${TOMORROW}&oc_fin=2026-12-01&pageSize=100`,
    );
    expect(
      week.items.filter((p) => p.sku === product.sku).map(({ promo, promo_date, status, plus }) => ({ promo, promo_date, status, plus })),
    ).toContainEqual({
      promo: 'super_mercredi',
      promo_date: TOMORROW,
      status: 'today',
      plus: NOTE_FR,
    });
    const phone = await phoneAt(TOMORROW_MORNING);
    await phone.goto('/layout/great-offers');
    await phone.getByTestId('promo-card').first().waitFor();
    await screenshot(phone, 'admin-content-shopper-promo');
    const card = phone.locator(`[data-testid="promo-card"][data-sku="${product.sku}"][data-promo="super_mercredi"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('today');
    expect(await card.innerText()).toContain(NOTE_FR);
    await screenshot(phone, 'admin-content-shopper-promo');
  });
});
