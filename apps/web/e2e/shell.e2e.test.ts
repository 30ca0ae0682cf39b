import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB } from './js-budgets.ts';
import { sessionStorageFor, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { ShellPage } from './helpers/shell-page.ts';

const baseURL = inject('baseURL');
/**
 * A signed-in member: a real account, since the signed-in home reads the wallet with the token (a
 * made-up token is a 401, which ends the session).
 */
let member: TestAccount | undefined;
async function memberStorage(): Promise<Record<string, string>> {
  member ??= await signUpViaApi(baseURL, { name: 'Amel', lastname: 'Ben Salah', password: 'secret-amel' });
  return sessionStorageFor(member);
}

const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });

async function phone(storage: Record<string, string> = {}): Promise<{ page: Page; shell: ShellPage }> {
  const context = await phones.open({ clipboard: true, storage });
  const page = await context.newPage();
  return { page, shell: new ShellPage(page) };
}

describe('app shell', () => {
  it('opens the splash at the root (then onboarding), and shows home at /layout with the five bottom-bar entries', async () => {
    const { page, shell } = await phone();
    await page.goto('/');
    await page.getByTestId('splash').waitFor();
    await page.waitForURL('**/next_steps', { timeout: 5000 });
    await page.goto('/layout');
    await shell.bottomBar.waitFor();
    expect(await shell.bottomBarItems.count()).toBe(5);
    const labels = await shell.bottomBar.innerText();
    for (const label of ['Accueil', 'Achats', 'Réglages', 'Notifications']) expect(labels).toContain(label);
    expect(await shell.bottomBar.getByRole('link', { name: 'Scanner' }).getAttribute('href')).toBe('/layout/scan_produit');
    expect(await page.getByTestId('home-greeting').innerText()).toBe('Bonjour');
    expect(await shell.header.count()).toBe(0); // hidden on /layout
    expect(await page.title()).toBe('Qadhya');
    await screenshot(page, 'fr-home');
  });

  it('opens the anonymous overlay menu: four links and se connecter', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout');
    await shell.openMenu();
    expect(await shell.menuLinks.allInnerTexts()).toEqual([
      'Assistance & Aide',
      'Jeux',
      'Campagnes en cours',
      'Mes favoris',
      'Stock en temps réel',
    ]);
    expect(await page.getByTestId('menu-login').innerText()).toBe('se connecter');
    expect(await page.getByTestId('menu-login').getAttribute('href')).toBe('/login');
    expect(await page.getByTestId('profile-card').count()).toBe(0);
    await screenshot(page, 'fr-menu-anonymous');
  });

  it('keeps the menu after a 50 px drag and closes it past 100 px', async () => {
    const { shell } = await phone();
    await shell.goto('/layout');
    await shell.openMenu();
    await shell.dragMenuHandle(50);
    await animationsDone(shell.menu); // back into place
    expect(await shell.menu.getAttribute('data-state')).toBe('open');
    expect(await shell.menu.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    await shell.dragMenuHandle(160);
    await shell.menu.waitFor({ state: 'detached', timeout: 2000 });
  });

  it('closes the menu with a finger swipe past 100 px, not with a short one', async () => {
    const { shell } = await phone();
    await shell.goto('/layout');
    await shell.openMenu();
    await shell.swipeMenuHandle(60);
    await animationsDone(shell.menu);
    expect(await shell.menu.getAttribute('data-state')).toBe('open');
    await shell.swipeMenuHandle(180);
    await shell.menu.waitFor({ state: 'detached', timeout: 2000 });
  });

  it('closes the menu on an outside click', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout');
    await shell.openMenu();
    expect(await shell.menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.4s');
    expect(await shell.menu.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('420px');
    await page.mouse.click(195, 60); // above the sheet
    await page.waitForFunction(() => document.querySelector('[data-testid="overlay-menu"]')?.getAttribute('data-state') === 'closing');
    expect(await shell.menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
    await shell.menu.waitFor({ state: 'detached', timeout: 2000 });
  });

  it('switches to Arabic: rtl document, Arabic menu and header texts', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout');
    await shell.openMenu();
    await page.getByTestId('language-ar').click();
    // The Arabic texts are their own chunk: the switch completes once it has loaded.
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await shell.dir()).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('LANG'))).toBe('ar');
    expect(await shell.menuLinks.allInnerTexts()).toEqual(['المساعدة والدعم', 'الألعاب', 'الحملات الجارية', 'مفضّلاتي', 'المخزون المباشر']);
    await screenshot(page, 'ar-menu-anonymous');
    await page.keyboard.press('Escape');
    await shell.menu.waitFor({ state: 'detached' });
    expect(await page.getByTestId('home-greeting').innerText()).toBe('مرحبًا');
    await screenshot(page, 'ar-home');

    await shell.goto('/layout/catalogs');
    expect(await shell.headerTitle.innerText()).toBe('الكتالوجات');
    expect(await shell.bottomBar.innerText()).toContain('الرئيسية');
    // The back arrow is mirrored.
    const transform = await page
      .getByTestId('header-back')
      .locator('svg')
      .evaluate((el) => getComputedStyle(el).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await screenshot(page, 'ar-catalogs');
    await shell.goto('/layout/phone-top-up');
    expect(await shell.headerTitle.innerText()).toBe('شحن الرصيد');
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
  });

  it('shows each route with its header title and tone, none a placeholder', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout/catalogs');
    expect(await shell.headerTitle.innerText()).toBe('Catalogues');
    expect(await shell.header.getAttribute('data-tone')).toBe('brand');
    const bg = await shell.header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(227, 6, 19)');
    // Catalogues is a real screen since issue 3 (catalogs.e2e.test.ts), the top-up since issue 20.
    await page.getByTestId('catalogs').waitFor();
    await screenshot(page, 'fr-catalogs');

    await shell.goto('/layout/phone-top-up');
    expect(await shell.headerTitle.innerText()).toBe('Recharge téléphonique');
    expect(await shell.header.getAttribute('data-tone')).toBe('default');
    expect(await page.getByText('Bientôt disponible').count()).toBe(0);
  });

  it('follows the header rules', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout/dashboard');
    expect(await shell.headerTitle.innerText()).toBe('Tableau de bord');
    expect(await page.getByTestId('header-back').count()).toBe(0);

    await shell.goto('/layout/campagnes');
    await page.getByTestId('header-admin').click();
    await page.waitForURL('**/layout/profil');
    await expect.poll(() => shell.headerTitle.innerText()).toBe('Mon profil');

    await shell.goto('/layout/find-stores/magasins');
    await page.getByTestId('header-search').click();
    await page.waitForURL('**/last-chance/search');
    await expect.poll(() => shell.headerTitle.innerText()).toBe('Recherche');

    await shell.goto('/layout/produits/726;name=Laitiers');
    expect(await shell.headerTitle.innerText()).toBe('Laitiers');
    await shell.goto('/layout/univers-mantoujna');
    expect(await shell.headerTitle.innerText()).toBe('Univers Mantoujna');
    await shell.goto('/layout/closer-store/lastchance/all');
    expect(await shell.headerTitle.innerText()).toBe('Magasins les plus proches');
  });

  it('keeps the JavaScript of the first load of /layout small', async () => {
    const { page, shell } = await phone();
    const scripts: Promise<number>[] = [];
    const onResponse = (res: import('playwright-core').Response) => {
      if (res.request().resourceType() !== 'script') return;
      // A body the closing page can no longer give counts as 0 rather than an unhandled rejection.
      scripts.push(
        res.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
    };
    page.on('response', onResponse);
    await shell.goto('/layout');
    await page.getByTestId('home').waitFor();
    await page.waitForLoadState('networkidle'); // the whole first load, lazy home sections included
    page.off('response', onResponse);
    const sizes = await Promise.all(scripts);
    const kb = sizes.reduce((a, b) => a + b, 0) / 1024;
    console.log(`[e2e] first load of /layout: ${sizes.length} scripts, ${kb.toFixed(1)} KB gzip`);
    // The same budget as js-budgets.e2e's count from the build (docs/testing.md#js-budgets): one figure to keep.
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it('stays usable on a desktop: content centred with a max width', async () => {
    const context = await phones.open({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const shell = new ShellPage(page);
    await shell.goto('/layout');
    const home = await page.getByTestId('home').boundingBox();
    const bar = await shell.bottomBar.boundingBox();
    expect(home!.width).toBeLessThanOrEqual(480);
    expect(Math.abs(home!.x + home!.width / 2 - 640)).toBeLessThan(2);
    expect(Math.abs(bar!.x + bar!.width / 2 - 640)).toBeLessThan(2);
    await shell.openMenu();
    const sheet = await shell.menu.boundingBox();
    expect(sheet!.width).toBeLessThanOrEqual(420);
    await screenshot(page, 'fr-desktop-menu');
  });

  it('shows a closable banner while offline', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout/wishlist');
    await page.context().setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('hors ligne');
    await banner.getByRole('button', { name: 'Fermer' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.context().setOffline(false);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const { page, shell } = await phone();
    await shell.goto('/layout');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/v1/no-such-thing');
      return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
    });
    expect(answer.status).toBe(404);
    expect(answer.type).toContain('application/json');
    expect(answer.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect(typeof answer.body.message).toBe('string');
  });

  it('shows the logged-in menu: profile card, UID copy and the eleven links', async () => {
    const { page, shell } = await phone(await memberStorage());
    await shell.goto('/layout');
    expect(await page.getByTestId('home-greeting').innerText()).toBe('Bonjour, Amel');
    await shell.openMenu();
    expect(await page.getByTestId('profile-name').innerText()).toBe('Amel Ben Salah');
    expect(await page.getByTestId('profile-uid').innerText()).toBe(String(member!.user.ID));
    expect(await shell.menuLinks.allInnerTexts()).toEqual([
      'Mes courses',
      'Mes favoris',
      'Jeux',
      'Stock en temps réel',
      'Tickets de caisse',
      'Ma carte',
      'Ma Famille',
      'Parrainage',
      'Aziza Mobile',
      'Mes bénéfices',
      'Assistance & Aide',
      'Campagnes en cours',
    ]);
    expect(await page.getByTestId('menu-admin').getAttribute('href')).toBe('/layout/profil');
    expect(await page.getByTestId('menu-login').count()).toBe(0);
    await screenshot(page, 'fr-menu-member');

    await page.getByTestId('copy-uid').click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('UID copié');
    expect(await toast.getAttribute('data-type')).toBe('success');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(member!.user.ID));
    await screenshot(page, 'fr-toast');
  });

  it('shows the logged-in menu and a toast in Arabic', async () => {
    const { page, shell } = await phone({ ...(await memberStorage()), LANG: 'ar' });
    await shell.goto('/layout');
    expect(await shell.dir()).toBe('rtl');
    await shell.openMenu();
    expect(await shell.menuLinks.count()).toBe(12);
    await screenshot(page, 'ar-menu-member');
    await page.getByTestId('copy-uid').click();
    await page.getByTestId('toast').waitFor();
    expect(await page.getByTestId('toast').innerText()).toContain('تم نسخ المعرّف');
    await screenshot(page, 'ar-toast');
  });

  for (const lang of ['fr', 'ar'] as const) {
    it(`asks to confirm the logout in an alert dialog (${lang})`, async () => {
      // The settings page reads the profile with the token: a real account (a made-up token is a 401).
      const account = await signUpViaApi(baseURL, { name: 'Amel', lastname: 'Ben Salah', password: 'secret-amel' });
      const { page, shell } = await phone({ ...sessionStorageFor(account), LANG: lang });
      await shell.goto('/layout/settings');
      await page.getByTestId('logout').click();
      const dialog = page.getByTestId('alert-dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('role')).toBe('dialog');
      expect(await page.getByRole('dialog', { name: lang === 'fr' ? 'Déconnexion' : 'تسجيل الخروج' }).count()).toBe(1);
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe(lang === 'fr' ? 'Accepter' : 'موافق');
      await screenshot(page, `${lang}-alert-dialog`);
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: lang === 'fr' ? 'Refuser' : 'رفض' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(account.token);

      await page.getByTestId('logout').click();
      await dialog.getByRole('button', { name: lang === 'fr' ? 'Accepter' : 'موافق' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('current_user')])).toEqual([null, null]);
    });
  }
});
