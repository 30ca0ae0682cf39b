/**
 * Social sign-in in the browser (docs/accounts-social.md#tests): the app's Google button against a
 * real OpenID provider started here (oidc-provider on 127.0.0.1), the server exchanging the code:
 * a new account, an existing one, the one-tap sign-in after, a cancelled consent, a replayed state
 * and a wrong nonce. French and Arabic screenshots of the sign-in screen with its buttons.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider } from '../../server/test/helpers/oidc-test-provider.ts';
import { randomPhone, readOtp, signUpViaApi } from './helpers/accounts.ts';
import { ownServer } from './helpers/own-server.ts';
import { expectNoViolations } from './helpers/axe.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';
import { findFreePort } from './helpers/server.ts';

const ADMIN = { email: 'admin@social.e2e.qadhya.test', password: 'la connexion sociale a sa phrase' };
const PORT = await findFreePort();
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const oidc = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/login/social/google`] });
afterAll(() => oidc.close());

const own = ownServer('social', ADMIN, {
  APP_NOW: '2026-11-24T13:30',
  PORT: String(PORT),
  PUBLIC_URL,
  GOOGLE_CLIENT_ID: oidc.clientId,
  GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  GOOGLE_ISSUER: oidc.issuer,
});

const step = (page: Page, name: string) => page.getByTestId(`login-step-${name}`);

async function lastToast(page: Page): Promise<string> {
  const toast = page.getByTestId('toast').last();
  await toast.waitFor();
  return toast.innerText();
}

/** The sign-in screen → « Google » → the provider's page, where `login` consents (or cancels). */
async function throughGoogle(page: Page, login: string, options: { cancel?: boolean } = {}): Promise<void> {
  await page.goto(`${own.baseURL}/login`);
  await page.getByTestId('social-google').click();
  await page.waitForURL((url) => url.origin === oidc.issuer);
  if (options.cancel) {
    await page.getByTestId('oidc-cancel').click();
  } else {
    await page.getByTestId('oidc-login').fill(login);
    await page.getByTestId('oidc-allow').click();
  }
  await page.waitForURL((url) => url.origin === own.baseURL);
}

/** The phone step of a first social sign-in → its SMS code → signed in. */
async function linkPhone(page: Page, phone: string): Promise<void> {
  await step(page, 'phone').waitFor();
  await page.getByTestId('input-phone').fill(phone);
  await page.getByTestId('send-code').click();
  await step(page, 'code').waitFor();
  const code = await readOtp(own.baseURL, phone);
  await page.getByTestId('code-box').first().click();
  for (const digit of code) await page.keyboard.type(digit);
}

const storedUserId = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('current_user');
    return raw ? (JSON.parse(raw) as { ID: number }).ID : null;
  });

describe('the sign-in screen', () => {
  it('shows the configured provider, in French and in Arabic', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await own.phone({ as: null, lang, timeoutMs: 30_000 });
      await page.goto(`${own.baseURL}/login`);
      const google = page.getByTestId('social-google');
      await google.waitFor();
      expect(await google.getAttribute('aria-label')).toBe(lang === 'fr' ? 'Continuer avec Google' : 'المتابعة باستخدام غوغل');
      // Facebook is not configured on this server: no button.
      expect(await page.getByTestId('social-facebook').count()).toBe(0);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `social-sign-in-intro-${lang}`);
      await expectNoViolations(page, `${lang} sign-in with Google`);
    }
  });
});

describe('Google', () => {
  it('a new shopper: consent, phone, code → « Nouveau client ! » named after Google; the next tap signs in', async () => {
    const page = await own.phone({ as: null, timeoutMs: 30_000 });
    await throughGoogle(page, 'nadia');
    await step(page, 'phone').waitFor();
    expect(await page.getByTestId('login-title').innerText()).toBe('Associez votre numéro');
    await screenshot(page, 'social-sign-in-phone-fr');
    const phone = randomPhone();
    await linkPhone(page, phone);
    await step(page, 'client').waitFor();
    expect(await page.getByTestId('input-name').inputValue()).toBe('Nadia');
    const id = await storedUserId(page);
    expect(id).toBeGreaterThan(0);

    // Another phone, the same Google account: one tap (and the provider's page) signs in.
    const again = await own.phone({ as: null, timeoutMs: 30_000 });
    await throughGoogle(again, 'nadia');
    await again.waitForURL(/\/layout/);
    expect(await storedUserId(again)).toBe(id);
  });

  it('an existing account is linked after its phone’s code, and keeps its name', async () => {
    const owner = await signUpViaApi(own.baseURL, { name: 'Omar', lastname: 'Haddad', password: 'secret-omar' });
    await advanceServerClock(own.baseURL, 60); // its sign-up code was just sent: past the 59 s before another
    const page = await own.phone({ as: null, timeoutMs: 30_000 });
    await throughGoogle(page, 'omar');
    await linkPhone(page, owner.phone);
    await step(page, 'client').waitFor();
    expect(await page.getByTestId('input-name').inputValue()).toBe('Omar');
    expect(await storedUserId(page)).toBe(owner.user.ID);

    // Settings: « Comptes associés » lists Google; « Dissocier » (Omar has a password, another way in) removes it.
    await page.goto(`${own.baseURL}/layout/settings`);
    const linked = page.getByTestId('linked-google');
    await linked.waitFor();
    expect(await page.getByTestId('linked-accounts').textContent()).toContain('Comptes associés');
    await linked.scrollIntoViewIfNeeded();
    await screenshot(page, 'social-settings-linked-fr');
    await expectNoViolations(page, 'fr settings with a linked account');
    await page.getByTestId('unlink-google').click();
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    expect(await lastToast(page)).toContain('Google dissocié');
    await page.getByTestId('linked-accounts').waitFor({ state: 'detached' });
  });

  it('a cancelled consent comes back to the sign-in screen with a message, signed out', async () => {
    const page = await own.phone({ as: null, timeoutMs: 30_000 });
    await throughGoogle(page, '', { cancel: true });
    expect(await lastToast(page)).toContain('Connexion annulée.');
    await page.getByTestId('login-step-intro').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('a replayed state is refused: the same return address opened again signs nobody in', async () => {
    const page = await own.phone({ as: null, timeoutMs: 30_000 });
    await throughGoogle(page, 'replay');
    await step(page, 'phone').waitFor();
    const returned = page.url();
    expect(returned).toContain('state=');

    const thief = await own.phone({ as: null, timeoutMs: 30_000 });
    await thief.goto(returned);
    expect(await lastToast(thief)).toContain('Cette connexion a expiré ou a déjà servi.');
    await thief.getByTestId('login-step-intro').waitFor();
    expect(await thief.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('an ID token whose nonce is not the one the server kept is refused', async () => {
    const page = await own.phone({ as: null, timeoutMs: 30_000 });
    // The authorisation request is changed on its way to the provider: the ID token then names another nonce.
    await page.route(`${oidc.issuer}/auth?*`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('nonce', 'a-nonce-the-server-never-made-0123456789');
      return route.continue({ url: url.toString() });
    });
    await throughGoogle(page, 'nonce');
    expect(await lastToast(page)).toContain("La connexion n'a pas pu être vérifiée.");
    await page.getByTestId('login-step-intro').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
