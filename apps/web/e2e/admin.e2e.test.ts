/**
 * Issue 15, the back office (apps/admin under /admin) in Chromium on the real server: the first
 * admin (made by the global setup's server at its start, FIRST_ADMIN_EMAIL) signs in, enrols TOTP from the secret the page
 * shows, keeps the recovery codes, creates a marketing member (initial password shown once); the
 * member signs in, enrols, replaces the initial password and sees only what marketing may see; the
 * audit log shows the creation. axe-core on each screen, screenshots in artifacts/screenshots/admin-*.
 * docs/back-office.md#the-back-office-app
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminWindows, expectAccessible, sidebar, totpNow } from './helpers/admin.ts';
import { launchBrowser, newPhone } from './helpers/browser.ts';
import { launchWithFakeCamera } from './helpers/fake-camera.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const admin = inject('staffAdmin');
const MARKETING = 'marketing@e2e.qadhya.test';
const MARKETING_PASSWORD = 'le marketing choisit sa phrase';
const MANAGER = 'magasin@e2e.qadhya.test';
const MANAGER_PASSWORD = 'le responsable choisit la sienne';

interface Sample {
  store: string;
  sku: string;
  ean: string;
  other: string;
}

/** A store and two products of the demo data (read through the shoppers' API). */
async function sample(): Promise<Sample> {
  const stores = (await (await fetch(`${baseURL}/api/v1/stores`)).json()) as { items: { magasin_code: string }[] };
  const products = (await (await fetch(`${baseURL}/api/v1/products?pageSize=2`)).json()) as { items: { sku: string; ean: string }[] };
  return { store: stores.items[0]!.magasin_code, sku: products.items[0]!.sku, ean: products.items[0]!.ean, other: products.items[1]!.sku };
}

/**
 * The shopper's scan, as a shopper does it: a phone standing at the store whose camera films the
 * product's barcode, the scan button, the product sheet; gives the stock the sheet shows.
 */
async function stockSeenByScan(ean: string, storeCode: string): Promise<number> {
  const stores = (await (await fetch(`${baseURL}/api/v1/stores`)).json()) as {
    items: { magasin_code: string; storename: string; latitude: number; longitude: number }[];
  };
  const at = stores.items.find((s) => s.magasin_code === storeCode)!;
  const camera = await launchWithFakeCamera(ean);
  try {
    const { context, guard } = await newPhone(camera, baseURL, {
      geolocation: { latitude: at.latitude, longitude: at.longitude },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/layout');
    await page.getByTestId('home').waitFor();
    await page
      .getByTestId('bottom-bar')
      .getByRole('link', { name: /Scanner/ })
      .click();
    await page.getByTestId('scan-product').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('scan-store').innerText()).toBe(at.storename);
    await screenshot(page, 'admin-import-seen-by-scan');
    const count = Number(await page.getByTestId('scan-stock').getAttribute('data-stock'));
    expect(guard.blocked, 'requests that left 127.0.0.1').toEqual([]);
    return count;
  } finally {
    await camera.close();
  }
}

/** A stock delta sent by a machine with an API key. */
const stockDelta = (key: string, store: string, sku: string, idem: string) =>
  fetch(`${baseURL}/api/v1/integrations/stores/${store}/stock`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'idempotency-key': idem },
    body: JSON.stringify({ rows: [{ sku, delta: 1 }] }),
  });

let browser: Browser;
/** Desktop windows (1366×900, French, Tunis) with the network guard on. */
const windows = adminWindows(() => ({ baseURL, browser }), { timeoutMs: 10_000, logPageErrors: true });
const { desktop } = windows;

/** Password, then the enrolment: the secret read from the page, the first code, the recovery codes. */
async function signInAndEnrol(page: Page, email: string, password: string, shots?: string): Promise<string[]> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail professionnel').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('heading', { name: 'Activer la double authentification' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  // The QR code is the server's SVG as an image, never markup in the page.
  expect(await page.locator('img[src^="data:image/svg+xml"]').count()).toBe(1);
  expect(await page.locator('.signin-qr svg').count()).toBe(0);
  if (shots) {
    await expectAccessible(page);
    await screenshot(page, `${shots}-enrol`);
  }
  // A wrong code first: refused with the tries left.
  await page.getByLabel('Code à 6 chiffres').fill('000000');
  await page.getByRole('button', { name: 'Activer et se connecter' }).click();
  await page.getByText(/Code incorrect\. Encore \d essais?\./).waitFor();
  await page.getByLabel('Code à 6 chiffres').fill(await totpNow(baseURL, secret));
  await page.getByRole('button', { name: 'Activer et se connecter' }).click();
  // That wrong code is told before anything else (docs/back-office.md#second-factor).
  await page.getByRole('heading', { name: 'Tentatives de connexion échouées' }).waitFor();
  await page.getByText('1 tentative de second facteur échouée depuis votre dernière connexion.').waitFor();
  if (shots) {
    await expectAccessible(page);
    await screenshot(page, `${shots}-failed-codes`);
  }
  await page.getByRole('button', { name: 'Continuer' }).click();
  const list = page.getByTestId('recovery-codes');
  await list.waitFor();
  const codes = (await list.locator('code').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  const done = page.getByRole('button', { name: 'Je les ai notés' });
  expect(await done.isDisabled()).toBe(true);
  if (shots) {
    await expectAccessible(page);
    await screenshot(page, `${shots}-recovery-codes`);
  }
  await page.getByLabel('J’ai conservé ces codes en lieu sûr').check();
  await done.click();
  return codes;
}

const navLinks = (page: Page) => sidebar(page).getByRole('link').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const blocked = await windows.close();
  await browser?.close();
  // No request left 127.0.0.1 and no CSP violation on any back-office page.
  expect(blocked).toEqual([]);
});

describe('back office: first admin, a marketing member, the audit log', () => {
  let adminPage: Page;
  let initialPassword = '';

  it('the admin signs in, enrols TOTP, keeps the recovery codes and lands in the frame', async () => {
    adminPage = await desktop();
    await adminPage.goto('/admin/');
    await adminPage.getByRole('heading', { name: 'Connexion au back office' }).waitFor();
    expect(await adminPage.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-sign-in');

    // A wrong password: the French text of INVALID_CREDENTIALS, still on step 1.
    await adminPage.getByLabel('E-mail professionnel').fill(admin.email);
    await adminPage.getByLabel('Mot de passe').fill('pas le bon mot de passe');
    await adminPage.getByRole('button', { name: 'Continuer' }).click();
    await adminPage.getByRole('alert').getByText('E-mail ou mot de passe incorrect.').waitFor();

    await signInAndEnrol(adminPage, admin.email, admin.password, 'admin');
    await adminPage.getByTestId('staff-email').waitFor();
    expect(await adminPage.getByTestId('staff-email').textContent()).toBe(admin.email);
    expect(await adminPage.getByTestId('staff-role').textContent()).toBe('Administrateur');
    expect(await navLinks(adminPage)).toEqual(expect.arrayContaining(['Accueil', 'Personnel', "Journal d'audit"]));
    // The token is in this tab's sessionStorage, never in localStorage.
    const stored = await adminPage.evaluate(() => ({
      session: Object.values(sessionStorage).join(' '),
      local: Object.values(localStorage).join(' '),
    }));
    expect(stored.session).toMatch(/stf_/);
    expect(stored.local).not.toMatch(/stf_/);
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-home');
  });

  it('creates a marketing member: the initial password is shown once, the table lists them', async () => {
    await sidebar(adminPage).getByRole('link', { name: 'Personnel' }).click();
    await adminPage.getByRole('heading', { name: 'Personnel', level: 1 }).waitFor();
    const form = adminPage.getByRole('form', { name: 'Ajouter un membre du personnel' });
    await form.getByLabel('E-mail').fill('pas-un-email');
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await form.getByText('Adresse e-mail invalide.').waitFor();
    await form.getByLabel('E-mail').fill(MARKETING);
    await form.getByLabel('Rôle').selectOption('marketing');
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    const secret = adminPage.getByTestId('once-secret');
    await secret.waitFor();
    initialPassword = ((await secret.textContent()) ?? '').trim();
    expect(initialPassword.length).toBeGreaterThanOrEqual(12);
    const row = adminPage.getByRole('row').filter({ hasText: MARKETING });
    await row.waitFor();
    expect(await row.textContent()).toContain('Marketing');
    expect(await row.textContent()).toContain('À activer');

    // Edited: a new role is saved (PATCH), shown in the table, then put back; one's own role is locked.
    await row.getByRole('button', { name: `Modifier ${MARKETING}` }).click();
    const edit = adminPage.getByRole('form', { name: `Modifier ${MARKETING}` });
    await edit.getByLabel('Rôle').selectOption('support');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.getByText('Modifications enregistrées.').waitFor();
    await adminPage.getByRole('row').filter({ hasText: MARKETING }).filter({ hasText: 'Support' }).waitFor();
    await edit.getByLabel('Rôle').selectOption('marketing');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.getByRole('row').filter({ hasText: MARKETING }).filter({ hasText: 'Marketing' }).waitFor();
    await edit.getByRole('button', { name: 'Fermer' }).click();
    await adminPage
      .getByRole('row')
      .filter({ hasText: admin.email })
      .getByRole('button', { name: `Modifier ${admin.email}` })
      .click();
    const self = adminPage.getByRole('form', { name: `Modifier ${admin.email}` });
    expect(await self.getByLabel('Rôle').isDisabled()).toBe(true);
    await self.getByRole('button', { name: 'Fermer' }).click();

    // The same e-mail again: the French text of STAFF_EMAIL_TAKEN.
    await form.getByLabel('E-mail').fill(MARKETING);
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await form.getByText('Un compte du personnel existe déjà avec cet e-mail.').waitFor();
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-staff');
    // On a 768 px tablet the table scrolls inside its frame, the page itself does not.
    await adminPage.setViewportSize({ width: 768, height: 1024 });
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await screenshot(adminPage, 'admin-staff-tablet');
    await adminPage.setViewportSize({ width: 1366, height: 900 });
  });

  it('the audit log shows the creation, with its fields after', async () => {
    await sidebar(adminPage).getByRole('link', { name: "Journal d'audit" }).click();
    await adminPage.getByRole('heading', { name: "Journal d'audit" }).waitFor();
    const form = adminPage.getByRole('form', { name: 'Filtres du journal' });
    await form.getByLabel('Élément').fill('staff');
    await form.getByRole('button', { name: 'Filtrer' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: 'staff.create' }).filter({ hasText: admin.email }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /Détails de staff\.create/ }).click();
    const details = adminPage.locator('.audit-diff').first();
    await details.waitFor();
    expect(await details.textContent()).toContain(MARKETING);
    // Days in the wrong order are refused by the form before any call.
    await form.getByLabel('Du').fill('2026-11-25');
    await form.getByLabel('Au').fill('2026-11-24');
    await form.getByRole('button', { name: 'Filtrer' }).click();
    await form.getByText('La date de fin précède la date de début.').waitFor();
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-audit');
  });

  it('the marketing member signs in, enrols, replaces the initial password and sees only their screens', async () => {
    const page = await desktop({ width: 768, height: 1024 });
    await signInAndEnrol(page, MARKETING, initialPassword);
    // An initial password must be replaced before anything else.
    await page.getByRole('heading', { name: 'Choisissez votre mot de passe' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Mot de passe reçu').fill(initialPassword);
    await page.getByLabel('Nouveau mot de passe').fill(MARKETING_PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByTestId('staff-role').waitFor();
    expect(await page.getByTestId('staff-role').textContent()).toBe('Marketing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const links = await navLinks(page);
    expect(links).toContain('Accueil');
    expect(links).not.toContain('Personnel');
    expect(links).not.toContain("Journal d'audit");
    await screenshot(page, 'admin-marketing-tablet');

    // A screen of another role, even typed in and reloaded: refused (the session survives the reload).
    await page.goto('/admin/personnel');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-not-allowed');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByText('Vous êtes déconnecté.').waitFor();
    expect(await page.evaluate(() => Object.values(sessionStorage).join(' '))).not.toMatch(/stf_/);
  });

  it('API keys: created with scopes (shown once, works), revoked after a confirmation (refused at once)', async () => {
    const { store, other } = await sample();
    await sidebar(adminPage).getByRole('link', { name: 'Clés d’API' }).click();
    await adminPage.getByRole('heading', { name: 'Clés d’API', level: 1 }).waitFor();
    const form = adminPage.getByRole('form', { name: 'Créer une clé d’API' });
    await form.getByLabel('Nom', { exact: true }).fill('ERP siège');
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    await form.getByText('Choisissez au moins un droit.').waitFor();
    await form.getByLabel(/Stock des magasins/).check();
    await form.getByLabel(/Produits et prix/).check();
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    const shown = adminPage.getByTestId('once-secret');
    await shown.waitFor();
    const key = ((await shown.textContent()) ?? '').trim();
    expect(key).toMatch(/^qk_/);
    const row = adminPage.getByRole('row').filter({ hasText: 'ERP siège' });
    await row.waitFor();
    expect(await row.textContent()).toContain(key.slice(0, 11));
    expect(await row.textContent()).not.toContain(key);
    expect((await stockDelta(key, store, other, 'e2e-before-revoke')).status).toBe(200);
    await expectAccessible(adminPage);
    await screenshot(adminPage, 'admin-api-keys');

    await row.getByRole('button', { name: 'Révoquer la clé ERP siège' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Révoquer cette clé ?' });
    await dialog.waitFor();
    await expectAccessible(adminPage);
    await dialog.getByRole('button', { name: 'Révoquer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await adminPage.getByRole('button', { name: 'Révoquées' }).click();
    await adminPage
      .getByRole('row')
      .filter({ hasText: 'ERP siège' })
      .getByText(/Révoquée le/)
      .waitFor();
    expect((await stockDelta(key, store, other, 'e2e-after-revoke')).status).toBe(401);

    // The machine's write is in the audit log under the key's name, and the key's lines filter apart.
    await sidebar(adminPage).getByRole('link', { name: "Journal d'audit" }).click();
    const filters = adminPage.getByRole('form', { name: 'Filtres du journal' });
    await filters.getByLabel('Clé d’API').selectOption({ label: 'ERP siège' });
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    await adminPage.getByRole('row').filter({ hasText: 'stock.delta' }).filter({ hasText: 'Clé d’API « ERP siège »' }).waitFor();
    // The unfiltered table holds both until the filtered page arrives.
    await expect.poll(() => adminPage.getByRole('row').filter({ hasText: 'staff.create' }).count()).toBe(0);
  });

  it('a store manager imports a stock CSV: a bad line lists it and nothing applies; a good file applies and the shopper’s scan shows it', async () => {
    const { store, sku, ean } = await sample();
    // The admin creates the manager of one store.
    await sidebar(adminPage).getByRole('link', { name: 'Personnel' }).click();
    const create = adminPage.getByRole('form', { name: 'Ajouter un membre du personnel' });
    await create.getByLabel('E-mail').fill(MANAGER);
    await create.getByLabel('Rôle').selectOption('store_manager');
    await create.getByRole('searchbox', { name: /filtrer/ }).fill(store);
    await create.getByRole('checkbox', { name: new RegExp(`\\(${store}\\)`) }).check();
    await create.getByRole('button', { name: 'Créer le compte' }).click();
    const initial = ((await adminPage.getByTestId('once-secret').textContent()) ?? '').trim();
    expect(await adminPage.getByRole('row').filter({ hasText: MANAGER }).textContent()).toContain(store);

    const page = await desktop();
    await signInAndEnrol(page, MANAGER, initial);
    await page.getByLabel('Mot de passe reçu').fill(initial);
    await page.getByLabel('Nouveau mot de passe').fill(MANAGER_PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByTestId('staff-role').waitFor();
    expect(await navLinks(page)).not.toContain('Personnel');
    await sidebar(page).getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import stock et Dernière chance' }).waitFor();
    const form = page.getByRole('form', { name: 'Importer un fichier CSV' });
    // Only their own store to choose from.
    // (The options come with the member's stores, a moment after the form.)
    await expect
      .poll(() =>
        form
          .getByLabel('Magasin')
          .locator('option')
          .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
      )
      .toEqual([store]);

    const bad = `sku;stock\n${sku};37\nZZZ-INCONNU;5\n`;
    await form.getByLabel('Fichier CSV').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await form.getByRole('button', { name: 'Prévisualiser' }).click();
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toMatch(/Ligne 3 · sku ZZZ-INCONNU : Aucun produit n’a ce sku/);
    expect(await page.getByRole('button', { name: 'Appliquer l’import' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'admin-import-errors');

    await form
      .getByLabel('Fichier CSV')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku;stock\n${sku};37\n`) });
    await form.getByRole('button', { name: 'Prévisualiser' }).click();
    await page.getByText('1 ligne(s) lue(s), aucune erreur. Vérifiez puis appliquez.').waitFor();
    await page.getByRole('button', { name: 'Appliquer l’import' }).click();
    expect(await page.getByTestId('import-result').textContent()).toContain('1 ligne(s) reçue(s), 1 enregistrée(s)');
    await screenshot(page, 'admin-import-applied');
    expect(await stockSeenByScan(ean, store)).toBe(37);

    // Dernière chance: its own columns, prices shown in dinars, a price that is no discount refused in French.
    await form.getByLabel('Dernière chance').check();
    await form.getByText('Première ligne : sku;nouveau_pv;ancien_pv;stock (séparateur ; ou ,)').waitFor();
    const offer = `sku;nouveau_pv;ancien_pv;stock\n${sku};3000;2000;4\n`;
    await form.getByLabel('Fichier CSV').setInputFiles({ name: 'last-chance.csv', mimeType: 'text/csv', buffer: Buffer.from(offer) });
    await form.getByRole('button', { name: 'Prévisualiser' }).click();
    await page.getByTestId('import-errors').waitFor();
    expect(await page.getByTestId('import-errors').textContent()).toMatch(
      new RegExp(`Ligne 2 · sku ${sku} : Le nouveau prix doit être inférieur à l’ancien`),
    );
    const line = page.getByRole('row').filter({ hasText: '3,000' });
    expect(await line.textContent()).toContain('2,000');
    expect(await page.getByRole('button', { name: 'Appliquer l’import' }).isDisabled()).toBe(true);

    // The store's stock as it is now: their store already chosen, the imported figure found by its sku.
    await sidebar(page).getByRole('link', { name: 'Stock et dernière chance' }).click();
    await page.getByRole('heading', { name: 'Stock et dernière chance', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Magasin', exact: true }).inputValue()).toBe(store);
    await page.getByRole('searchbox', { name: 'Rechercher un produit du magasin' }).fill(sku);
    const stockRow = page.getByRole('table', { name: 'Stock du magasin' }).locator('tbody tr').filter({ hasText: sku });
    await stockRow.waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Stock du magasin' }).locator('tbody tr').count()).toBe(1);
    expect(await stockRow.textContent()).toContain('37');
    await page.getByRole('tab', { name: 'Dernière chance' }).click();
    await page.getByRole('table', { name: 'Offres dernière chance du magasin' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-store-stock');
  });

  it('stays apart from the shoppers: its own CSP, and their service worker neither answers /admin nor keeps its API answers', async () => {
    const res = await fetch(`${baseURL}/admin/journal`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('wasm-unsafe-eval');
    expect(await (await fetch(`${baseURL}/`)).text()).not.toContain('/admin/');

    // The shoppers' app in another tab of the same browser installs its worker (scope /) …
    const shopper = await adminPage.context().newPage();
    await shopper.goto('/');
    expect(await shopper.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${baseURL}/`);
    // … which then controls the back office's page too: the page is still the back office's, its
    // staff answers go to the network and never into the worker's caches.
    await adminPage.goto('/admin/journal');
    await adminPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await adminPage.getByRole('heading', { name: "Journal d'audit" }).waitFor();
    await adminPage.getByRole('row').filter({ hasText: 'staff.create' }).first().waitFor();
    const cached = await adminPage.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(cached.filter((u) => u.includes('/admin'))).toEqual([]);
    await shopper.close();
  });

  it('a session the server no longer knows sends back to the sign-in', async () => {
    await adminPage.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) sessionStorage.setItem(key, 'stf_not-a-real-session-token-000000000000');
    });
    await sidebar(adminPage).getByRole('link', { name: 'Personnel' }).click();
    await adminPage.reload();
    await adminPage.getByRole('heading', { name: 'Connexion au back office' }).waitFor();
    await adminPage.getByText('Votre session a expiré : reconnectez-vous.').waitFor();
    expect(await adminPage.evaluate(() => Object.values(sessionStorage).join(' '))).not.toMatch(/stf_/);
  });
});
