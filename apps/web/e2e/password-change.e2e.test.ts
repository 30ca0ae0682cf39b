/**
 * Issue 12: a new password in 'Mes informations' needs its proof, on the real server. With a
 * password: 'Mot de passe actuel' appears once a new one is typed, a wrong one is refused on its
 * field, the right one saves (and the new password signs in). Without a password (signed up by
 * code): a code received by SMS, its refusals on the field, then the save. French and Arabic,
 * axe-core on each screen, screenshots.
 */
import type { AuthSession, User } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, randomPhone, readOtp, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { axeViolations } from './helpers/axe.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';
import { networkQuiet } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);

/** axe-core's WCAG 2.2 A/AA rules on the whole page, bottom bar included. */
const axe = (page: Page) => axeViolations(page);

/** Signed up by SMS code only: a profile but no password. */
async function withoutPassword(name: string): Promise<{ account: TestAccount }> {
  const phone = randomPhone();
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/auth/otp', { PHONE: phone, PURPOSE: 'login' })).status).toBe(200);
  const session = (await (await post('/auth/otp/verify', { PHONE: phone, CODE: await readOtp(baseURL, phone) })).json()) as AuthSession;
  const saved = await apiAs(baseURL, session.token, 'PUT', '/users/me', { NAME: name, EMAIL: `${phone}@example.tn`, ADDRESS: 'Bizerte' });
  expect(saved.status).toBe(200);
  return { account: { token: session.token, user: (saved.body as { data: User }).data, phone, password: '' } };
}

const login = (phone: string, password: string) =>
  fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ PHONE: phone, PASSWORD: password }),
  });

async function settings(account: TestAccount, lang: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await phones.open(lang === 'ar' ? { locale: 'ar-TN' } : {});
  await signInContext(context, account, { LANG: lang });
  const page = await context.newPage();
  await page.goto('/layout/settings');
  await page.getByTestId('profile-form').waitFor();
  await networkQuiet(page);
  return page;
}

let coded: { account: TestAccount };
beforeAll(async () => {
  // Made first: its sign-up code must be 59 s old before the settings may send it another one.
  coded = await withoutPassword('Nour');
});

describe("'Mes informations': a new password with the current one", () => {
  it('asks the current password once a new one is typed; a wrong one is refused on its field; the right one saves', async () => {
    const account = await signUpViaApi(baseURL, { name: 'Ines', lastname: 'Mabrouk', password: 'ancien-secret' });
    const page = await settings(account);
    const save = page.getByTestId('save-profile');
    expect(await page.getByTestId('password-proof').count()).toBe(0);

    await page.getByTestId('input-password').fill('nouveau-secret');
    const current = page.getByLabel('Mot de passe actuel');
    await current.waitFor();
    expect(await save.isDisabled()).toBe(true); // the proof is required
    await current.fill('pas-le-bon');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    const error = page.getByTestId('profile-current-password-error');
    await error.waitFor();
    expect(await error.innerText()).toBe('Mot de passe actuel incorrect.');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('toast').count()).toBe(0); // said on the field, not as a toast
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'fr-account-settings-current-password-wrong');
    expect((await login(account.phone, 'ancien-secret')).status).toBe(200); // nothing changed

    await current.fill('ancien-secret');
    await error.waitFor({ state: 'detached' });
    await save.click();
    await page.getByTestId('toast').filter({ hasText: 'Informations enregistrées' }).waitFor();
    expect(await page.getByTestId('input-password').inputValue()).toBe('');
    expect(await page.getByTestId('password-proof').count()).toBe(0);
    expect((await login(account.phone, 'nouveau-secret')).status).toBe(200);
    expect((await login(account.phone, 'ancien-secret')).status).toBe(401);
  });

  it('lays the proof out in Arabic, with the way to an SMS code when the current password is forgotten', async () => {
    const account = await signUpViaApi(baseURL, { name: 'Hela', lastname: 'Ayari', password: 'ancien-secret' });
    const page = await settings(account, 'ar');
    await page.getByTestId('input-password').fill('nouveau-secret');
    await page.getByLabel('كلمة المرور الحالية').waitFor();
    expect(await page.getByTestId('proof-use-code').innerText()).toBe('نسيت كلمة المرور؟ استلم رمزًا في رسالة قصيرة');
    expect(await axe(page)).toEqual([]);
    await page.getByTestId('password-proof').scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-account-settings-current-password');
    await page.getByTestId('proof-use-code').click();
    await page.getByLabel('الرمز المستلم في رسالة قصيرة').waitFor();
    expect(await page.getByTestId('proof-use-current').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'ar-account-settings-proof-code');
  });
});

describe("'Mes informations': a first password with a code received by SMS", () => {
  it(
    'asks a code (no current password exists); a missing, early or wrong code is said on its field; the right one saves',
    { timeout: 120_000 },
    async () => {
      const { account } = coded;
      const page = await settings(account);
      const save = page.getByTestId('save-profile');
      await page.getByTestId('input-password').fill('premier-secret');
      const code = page.getByLabel('Code reçu par SMS');
      await code.waitFor();
      expect(await page.getByTestId('proof-use-current').count()).toBe(0); // no password to give
      expect(await page.getByLabel('Mot de passe actuel').count()).toBe(0);
      expect(await save.isDisabled()).toBe(true);

      // A code never sent for this: refused, said under the field.
      await code.fill('12345');
      await save.click();
      const error = page.getByTestId('profile-code-error');
      await error.waitFor();
      expect(await error.innerText()).toBe('Ce code a expiré ou a déjà servi : demandez-en un nouveau.');
      expect(await code.inputValue()).toBe('');

      // Asked too soon after another code to this phone: the wait is said; once the server's clock is
      // 61 s further, the code is sent. (A code went out now, or within 59 s if it is refused.)
      const sent = await fetch(`${baseURL}/api/v1/auth/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ PHONE: account.phone, PURPOSE: 'login' }),
      });
      expect([200, 429]).toContain(sent.status);
      await page.getByTestId('proof-send-code').click();
      await expect.poll(() => error.innerText()).toMatch(/^Vous pourrez demander un nouveau code dans\s\d\d:\d\d\.$/);
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'fr-account-settings-code-wait');
      await advanceServerClock(baseURL, 61);
      await page.getByTestId('proof-send-code').click();
      await expect.poll(() => page.getByTestId('proof-code-sent').innerText()).toBe(`Code envoyé au\u00a0${account.phone}.`);
      expect(await page.getByTestId('proof-send-code').innerText()).toBe('Renvoyer le code');
      const sms = await readOtp(baseURL, account.phone);

      // A wrong code: the tries left.
      await code.fill(sms === '00000' ? '11111' : '00000');
      await save.click();
      await expect.poll(() => error.innerText()).toBe('Code incorrect. Essais restants\u00a0: 4.');
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'fr-account-settings-code-wrong');

      await code.fill(sms);
      await save.click();
      await page.getByTestId('toast').filter({ hasText: 'Informations enregistrées' }).waitFor();
      expect((await login(account.phone, 'premier-secret')).status).toBe(200);
      const me = await apiAs(baseURL, account.token, 'GET', '/users/me');
      expect((me.body as { data: User }).data.HAS_PASSWORD).toBe(true);
    },
  );
});
