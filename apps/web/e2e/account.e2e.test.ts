/**
 * Account screens against the real server: profile (UID copy, cookie dialog, logout), settings
 * (avatar upload, 'Mes informations' and the share sheet, validation, account deletion), the
 * notification switches and the family (search by the whole UID, invitations sent, received,
 * accepted, declined, cancelled, leaving, removal; axe-core on each family screen). Every account
 * is made through the API (phone sign-up, code from the dev outbox); screenshots in French and Arabic.
 */
import type { FamilyMembers, NotificationConfig, User } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, inviteToFamily, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { isolate } from '@qadhya/domain';
import { expectNoViolations } from './helpers/axe.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone, networkQuiet } from './helpers/settled.ts';
import { ShellPage } from './helpers/shell-page.ts';

const baseURL = inject('baseURL');

const phones = phoneSession(baseURL);
let amel: TestAccount;
let sami: TestAccount;

beforeAll(async () => {
  amel = await signUpViaApi(baseURL, { name: 'Amel', lastname: 'Ben Salah', password: 'amel-secret', address: 'La Marsa' });
  sami = await signUpViaApi(baseURL, { name: 'Sami', lastname: 'Trabelsi', password: 'sami-secret', address: 'Sfax' });
});

/** A phone signed in as `account` (or anonymous), in French unless told. */
async function phone(account: TestAccount | null, lang: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await phones.open({ clipboard: true, ...(lang === 'ar' ? { locale: 'ar-TN' } : {}) });
  if (account) await signInContext(context, account, { LANG: lang });
  else if (lang === 'ar') await context.addInitScript(() => localStorage.setItem('LANG', 'ar'));
  return context.newPage();
}

const toasts = (page: Page) => page.getByTestId('toast');

/** No axe-core (WCAG 2.2 A/AA) violation on the page as it is now, bottom bar included. */
/** A real 400×400 PNG: a smiling face on blue. */
async function facePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="150" fill="#ffd166"/><circle cx="150" cy="170" r="18" fill="#222"/><circle cx="250" cy="170" r="18" fill="#222"/><path d="M130 250q70 60 140 0" stroke="#222" stroke-width="14" fill="none" stroke-linecap="round"/></svg>`;
  return sharp({ create: { width: 400, height: 400, channels: 3, background: '#3b82f6' } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

async function me(account: TestAccount): Promise<User> {
  const res = await apiAs(baseURL, account.token, 'GET', '/users/me');
  expect(res.status).toBe(200);
  return (res.body as { data: User }).data;
}

describe('profile', () => {
  it('shows the name and UID, copies the UID, opens the cookie policy', async () => {
    const page = await phone(amel);
    await page.goto('/layout/profil');
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-page-name').innerText()).toBe('Amel Ben Salah');
    const uid = String(amel.user.ID);
    expect(uid).toMatch(/^[1-9]\d{7}$/);
    expect(await page.getByTestId('profile-page-uid').innerText()).toBe(uid);
    expect(await page.getByTestId('profile-admin').getAttribute('href')).toBe('/');
    expect(await page.getByTestId('row-settings').getAttribute('href')).toBe('/layout/settings');
    expect(await page.getByTestId('row-notifs').getAttribute('href')).toBe('/layout/notifs');
    expect(await page.getByTestId('row-theme').getAttribute('href')).toBe('/layout/theme');
    expect(await page.getByTestId('row-legal').getAttribute('href')).toBe('/layout/legal');
    await expectText(page.getByTestId('row-family'), 'Aucun membre pour le moment');
    await screenshot(page, 'fr-account-profile');

    await page.getByTestId('profile-copy-uid').click();
    await toasts(page).filter({ hasText: 'UID copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uid);

    await page.getByTestId('row-privacy').click();
    const dialog = page.getByTestId('cookie-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Politique de cookies');
    expect(await page.getByTestId('cookie-cgu').getAttribute('href')).toBe('/cgu');
    await screenshot(page, 'fr-account-cookies');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('asks anonymous visitors to sign in', async () => {
    const page = await phone(null);
    for (const path of ['/layout/profil', '/layout/family', '/layout/notifs']) {
      await page.goto(path);
      await page.getByTestId('sign-in-prompt').waitFor();
      expect(await page.getByTestId('sign-in-link').getAttribute('href')).toBe('/login');
    }
    await screenshot(page, 'fr-account-anonymous');
  });
});

async function expectText(locator: ReturnType<Page['getByTestId']>, text: string) {
  await expect.poll(() => locator.innerText()).toContain(text);
}

describe('settings', () => {
  it('uploads an avatar, shown in settings and in the overlay menu', async () => {
    const page = await phone(amel);
    await page.goto('/layout/settings');
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('settings-phone').innerText()).toBe(amel.phone);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: await facePng() });
    await expectText(page.getByTestId('avatar-status'), 'Photo mise à jour');
    const src = await page.getByTestId('settings-avatar').locator('img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    // The new picture is drawn once its file has come (a moment on a loaded machine).
    await expect
      .poll(() =>
        page
          .getByTestId('settings-avatar')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const user = await me(amel);
    expect(`/uploads/${user.AVATAR}`).toBe(src);
    await screenshot(page, 'fr-account-settings-avatar');

    const shell = new ShellPage(page);
    await shell.goto('/layout');
    await shell.openMenu();
    const menuImg = page.getByTestId('profile-card').locator('img');
    expect(await menuImg.getAttribute('src')).toBe(src);
    expect(await menuImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('explains a refused image in French', async () => {
    const page = await phone(amel);
    await page.goto('/layout/settings');
    await page.getByTestId('profile-form').waitFor();
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image at all') });
    await expectText(page.getByTestId('avatar-status'), 'Format non accepté');
  });

  it("saves 'Mes informations', then the share sheet offers a link with the referral code", async () => {
    const page = await phone(amel);
    await page.goto('/layout/settings');
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    expect(await page.getByTestId('input-name').inputValue()).toBe('Amel');
    expect(await page.getByTestId('input-address').inputValue()).toBe('La Marsa');
    await page.getByTestId('input-address').fill('Carthage');
    await page.getByTestId('input-email').fill('amel.bs@example.tn');
    const save = page.getByTestId('save-profile');
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    const sheet = page.getByTestId('share-sheet');
    await sheet.and(page.locator('[data-state="open"]')).waitFor();
    await toasts(page).filter({ hasText: 'Informations enregistrées' }).waitFor();
    const link = await page.getByTestId('share-link').innerText();
    // The referral code, never the UID (docs/referral.md#the-share-sheet).
    const { code } = (await apiAs(baseURL, amel.token, 'GET', '/referral')).body as { code: string };
    expect(link).toBe(`${baseURL}/login?ref=${code}`);
    expect(link).not.toContain(String(amel.user.ID));
    for (const network of ['telegram', 'whatsapp', 'instagram', 'x', 'facebook']) {
      const a = page.getByTestId(`share-${network}`);
      expect(await a.getAttribute('target')).toBe('_blank');
      expect(await a.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // Messenger: no web dialog (it needs an app id); where there is no system share, the link is
    // copied and Messenger's site opens to paste it.
    expect(await page.getByTestId('share-messenger').getAttribute('href')).toBe('https://www.messenger.com/');
    expect(decodeURIComponent((await page.getByTestId('share-whatsapp').getAttribute('href'))!)).toContain(link);
    await animationsDone(page);
    await screenshot(page, 'fr-account-share-sheet');
    await page.getByTestId('share-copy').click();
    await toasts(page).filter({ hasText: 'Lien copié' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Closes on an outside click.
    await page.getByTestId('share-sheet-backdrop').click({ position: { x: 20, y: 20 } });
    await sheet.waitFor({ state: 'detached' });

    const user = await me(amel);
    expect(user).toMatchObject({ NAME: 'Amel', ADDRESS: 'Carthage', EMAIL: 'amel.bs@example.tn' });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('current_user')))!)).toMatchObject({ ADDRESS: 'Carthage' });
  });

  it('shows the profile rules and disables the button while invalid', async () => {
    const page = await phone(amel);
    await page.goto('/layout/settings');
    await page.getByTestId('profile-form').waitFor();
    await networkQuiet(page);
    const save = page.getByTestId('save-profile');
    await page.getByTestId('input-email').fill('amel@');
    await page.getByTestId('input-email').blur();
    expect(await page.getByTestId('profile-email-error').innerText()).toBe('Email invalide');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('input-name').fill('');
    expect(await page.getByTestId('profile-name-error').innerText()).toBe('Le nom est requis');
    await page.getByTestId('input-address').fill('');
    expect(await page.getByTestId('profile-address-error').innerText()).toBe('lieu invalide');
    await screenshot(page, 'fr-account-settings-invalid');
    await page.getByTestId('input-email').fill('amel@example.tn');
    await page.getByTestId('input-name').fill('Amel');
    await page.getByTestId('input-address').fill('Tunis');
    expect(await save.isEnabled()).toBe(true);
    await page.getByTestId('input-password').fill('12345');
    expect(await save.isDisabled()).toBe(true); // at least 6 when given
    await page.getByTestId('input-password').fill('123456');
    expect(await save.isDisabled()).toBe(true); // a new password needs the current one (issue 12)
    await page.getByTestId('input-current-password').fill('amel-secret');
    expect(await save.isEnabled()).toBe(true);
    await page.getByTestId('delete-account').scrollIntoViewIfNeeded();
    await screenshot(page, 'fr-account-settings-bottom');
  });
});

describe('notification switches', () => {
  it('sends all five on a change and keeps the value after a reload', async () => {
    const page = await phone(amel);
    await page.goto('/layout/notifs');
    const promos = page.getByTestId('switch-NOTIFY_PROMOS');
    await promos.waitFor();
    // The five notification switches, the weekly « Cette semaine sur ma liste » (its own card, loaded
    // lazily: docs/shopping-lists.md#in-the-app), then the tracker's consent in its own section (docs/tracker.md#consent).
    await page.getByTestId('list-deals-alert-switch').waitFor();
    expect(await page.locator('[data-testid^="switch-NOTIFY_"]').count()).toBe(5);
    expect(await page.getByRole('switch').count()).toBe(7);
    expect(await page.getByTestId('list-deals-alert').getByRole('switch').count()).toBe(1);
    expect(await page.getByTestId('tracking-consent').getByRole('switch').count()).toBe(1);
    const labels = await page.getByTestId('notifs-page').innerText();
    for (const label of ['Mes favoris', 'Nouveaux membres', 'Promotions', 'Parrainage', 'Gains et jeux']) expect(labels).toContain(label);
    const before = (await promos.getAttribute('aria-checked')) === 'true';
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/me/config') && r.method() === 'PUT');
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me/config') && r.request().method() === 'GET');
    await promos.click();
    const body = (await sent).postDataJSON() as NotificationConfig;
    expect(Object.keys(body).sort()).toEqual([
      'NOTIFY_FAVORITES',
      'NOTIFY_NEW_USERS',
      'NOTIFY_PRIZES',
      'NOTIFY_PROMOS',
      'NOTIFY_REFERRALS',
    ]);
    expect(body.NOTIFY_PROMOS).toBe(before ? 0 : 1);
    await reloaded; // then reloads
    const server = await apiAs(baseURL, amel.token, 'GET', '/users/me/config');
    expect((server.body as { data: NotificationConfig }).data.NOTIFY_PROMOS).toBe(before ? 0 : 1);
    await page.reload();
    await page.getByTestId('switch-NOTIFY_PROMOS').waitFor();
    expect(await page.getByTestId('switch-NOTIFY_PROMOS').getAttribute('aria-checked')).toBe(String(!before));
    await screenshot(page, 'fr-account-notifs');
  });
});

/** An 8-digit UID that names no account (the chance that a random one does is negligible here). */
const unknownUid = () => 90_000_000 + Math.floor(Math.random() * 9_999_999);

async function openFamily(page: Page) {
  await page.goto('/layout/family');
  await page.getByTestId('family-page').waitFor();
  await networkQuiet(page);
}

describe('family (invitations, docs/family.md)', () => {
  it('A invites B by UID; B sees "1 invitation reçue" on the profile and accepts; A then sees B’s name', async () => {
    // A: the sheet searches only the whole UID and shows the name masked.
    let page = await phone(amel);
    await openFamily(page);
    await expectNoViolations(page, 'the family page (empty)');
    await page.getByTestId('family-add').click();
    const sheet = page.getByTestId('add-member-sheet');
    await sheet.and(page.locator('[data-state="open"]')).waitFor();
    const input = page.getByTestId('member-identifiant');
    expect(await input.getAttribute('placeholder')).toBe('Tapez au moins 4 chiffres');
    expect(await page.getByTestId('member-identifiant-hint').innerText()).toBe("Saisissez l'identifiant complet (8 chiffres)");

    // An invalid submit marks every field touched.
    await page.getByTestId('member-submit').click();
    expect(await page.getByTestId('member-identifiant-error').innerText()).toBe('Ce champ est requis.');
    expect(await page.getByTestId('member-avatar-error').innerText()).toBe('Veuillez sélectionner un avatar.');
    expect(await page.getByTestId('member-relation-error').innerText()).toBe('Veuillez sélectionner une relation.');
    await animationsDone(page);
    await screenshot(page, 'fr-account-family-sheet-invalid');
    await expectNoViolations(page, 'the add-member sheet with errors');

    const uid = String(sami.user.ID);
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/users/search')) searches.push(new URL(r.url()).searchParams.get('q')!);
    });
    const digitsLeft = page.getByTestId('member-digits-left');
    await input.pressSequentially(uid.slice(0, 3), { delay: 30 });
    expect(await digitsLeft.innerText()).toBe(''); // silent below the 4th digit
    expect(await digitsLeft.getAttribute('aria-live')).toBe('polite');
    await input.pressSequentially(uid.slice(3, 4), { delay: 30 });
    await expectText(digitsLeft, 'Encore 4 chiffres');
    await input.pressSequentially(uid.slice(4, 7), { delay: 30 });
    await expectText(digitsLeft, 'Encore 1 chiffre');
    expect(await page.getByTestId('member-identifiant-error').innerText()).toBe('Doit contenir 8 chiffres.');
    expect(await page.getByTestId('member-results').count()).toBe(0);
    expect(searches).toEqual([]); // fewer than 8: no search (and below, only the whole UID is ever searched)
    await input.pressSequentially(uid.slice(7));
    const result = page.getByTestId('member-result');
    await result.first().waitFor();
    expect(await digitsLeft.innerText()).toBe('');
    expect(searches).toEqual([uid]);
    expect(await result.innerText()).toContain('S••• T.');
    expect(await result.innerText()).not.toContain('Sami');
    expect(await result.innerText()).not.toContain(sami.phone);
    await page.getByTestId('member-avatar-avatar-3').click();
    await page.getByTestId('member-relation-Frère').click();
    expect(await page.getByTestId('member-identifiant-error').count()).toBe(0);
    await animationsDone(page);
    await screenshot(page, 'fr-account-family-sheet');
    await expectNoViolations(page, 'the add-member sheet with a result');
    await page.getByTestId('member-submit').click();
    await sheet.waitFor({ state: 'detached' });
    await toasts(page).filter({ hasText: 'Invitation envoyée' }).waitFor();

    // A sees only what was typed, marked 'En attente'; B is not a member.
    const sent = page.getByTestId('family-sent-invitation');
    await sent.first().waitFor();
    expect(await page.getByTestId('family-sent-uid').innerText()).toBe(uid);
    expect(await page.getByTestId('family-sent-status').innerText()).toBe('En attente');
    expect(await sent.innerText()).not.toContain('Sami');
    expect(await page.getByTestId('family-member').count()).toBe(0);
    await screenshot(page, 'fr-account-family-sent');
    await expectNoViolations(page, 'the family page with a sent invitation');

    // B: '1 invitation reçue' on the profile; the invitation names A; B accepts.
    page = await phone(sami);
    await page.goto('/layout/profil');
    await expectText(page.getByTestId('row-family'), '1 invitation reçue');
    await screenshot(page, 'fr-account-profile-invitation');
    await page.getByTestId('row-family').click();
    const invitation = page.getByTestId('family-received-invitation');
    await invitation.first().waitFor();
    expect(await page.getByTestId('family-received-name').innerText()).toBe('Amel Ben Salah');
    expect(await invitation.innerText()).toContain('Frère');
    await networkQuiet(page);
    await screenshot(page, 'fr-account-family-received');
    await expectNoViolations(page, 'the family page with a received invitation');
    await page.getByTestId('family-invitation-accept').click();
    await toasts(page).filter({ hasText: 'Vous avez rejoint la famille de Amel Ben Salah' }).waitFor();
    await invitation.first().waitFor({ state: 'detached' });
    await page.getByTestId('family-membership').first().waitFor();
    expect(await page.getByTestId('family-membership-name').innerText()).toBe('Famille de Amel Ben Salah');
    await screenshot(page, 'fr-account-family-membership');
    await expectNoViolations(page, 'the family page with a membership');

    // A: B is a member now, with their name.
    page = await phone(amel);
    await openFamily(page);
    const member = page.getByTestId('family-member');
    await member.first().waitFor();
    expect(await member.count()).toBe(1);
    expect(await page.getByTestId('family-member-name').innerText()).toBe('Sami Trabelsi');
    expect(await page.getByTestId('family-member-relation').innerText()).toBe('Frère');
    expect(await page.getByTestId('family-sent-invitation').count()).toBe(0);
    expect(await page.getByTestId('family-avatars').locator('img').getAttribute('src')).toBe('/avatars/avatar-3.svg');
    const family = (await apiAs(baseURL, amel.token, 'GET', '/families/members')).body as FamilyMembers;
    expect(family.members).toMatchObject([{ USER_ID: sami.user.ID, RELATION: 'Frère', AVATAR: 'avatar-3' }]);
    await screenshot(page, 'fr-account-family');
    await expectNoViolations(page, 'the family page with a member');

    // The profile shows the real member count.
    await page.goto('/layout/profil');
    await expectText(page.getByTestId('row-family'), '1 membre');
    await openFamily(page);
    await member.first().waitFor();

    // Removal behind a confirm dialog.
    await page.getByTestId('family-member-remove').click();
    await page.getByTestId('alert-dialog').waitFor();
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await member.first().waitFor({ state: 'detached' });
    await toasts(page).filter({ hasText: 'Membre retiré' }).waitFor();
    const after = (await apiAs(baseURL, amel.token, 'GET', '/families/members')).body as FamilyMembers;
    expect(after.members).toEqual([]);
  }, 150_000); // two phones, six axe runs and five screenshots: 59 s alone beside CI's API runs, over the 60 s default

  it('declines, cancels and leaves', async () => {
    // Sami invites Amel (declined), Amel invites an unknown UID (cancelled) and Sami (who joins, then leaves).
    const toAmel = await inviteToFamily(baseURL, sami, amel.user.ID, 'Soeur', 'avatar-4');
    expect(toAmel.status).toBe(202);
    const ghost = unknownUid();
    expect((await inviteToFamily(baseURL, amel, ghost, 'Ami', 'avatar-8')).status).toBe(202);
    const toSami = await inviteToFamily(baseURL, amel, sami.user.ID, 'Proche', 'avatar-6');
    const samiInvitation = ((await apiAs(baseURL, sami.token, 'GET', '/families/invitations')).body as { items: { ID: number }[] })
      .items[0]!;
    expect((await apiAs(baseURL, sami.token, 'POST', `/families/invitations/${samiInvitation.ID}/accept`)).status).toBe(200);
    expect(toSami.status).toBe(202);

    let page = await phone(amel);
    await openFamily(page);
    await page.getByTestId('family-received-invitation').first().waitFor();
    await page.getByTestId('family-invitation-decline').click();
    await toasts(page).filter({ hasText: 'Invitation refusée' }).waitFor();
    await page.getByTestId('family-received-invitation').first().waitFor({ state: 'detached' });
    const ghostRow = page.getByTestId('family-sent-invitation').filter({ hasText: String(ghost) });
    await ghostRow.waitFor();
    expect(await ghostRow.innerText()).toContain('En attente');
    await ghostRow.getByTestId('family-sent-cancel').click();
    await page.getByTestId('alert-dialog').waitFor();
    expect(await page.getByTestId('alert-dialog').innerText()).toContain(String(ghost));
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await toasts(page).filter({ hasText: 'Invitation annulée' }).waitFor();
    await ghostRow.waitFor({ state: 'detached' });

    // Sami's side: the refusal is not shown to him (still pending), and he leaves Amel's family.
    page = await phone(sami);
    await openFamily(page);
    const stillPending = page.getByTestId('family-sent-invitation').filter({ hasText: String(amel.user.ID) });
    await stillPending.waitFor();
    expect(await stillPending.innerText()).toContain('En attente');
    await page.getByTestId('family-membership').first().waitFor();
    await page.getByTestId('family-membership-leave').click();
    await page.getByTestId('alert-dialog').waitFor();
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await toasts(page).filter({ hasText: 'Vous avez quitté la famille' }).waitFor();
    await page.getByTestId('family-membership').first().waitFor({ state: 'detached' });
    expect(((await apiAs(baseURL, amel.token, 'GET', '/families/members')).body as FamilyMembers).members).toEqual([]);
    // Tidy up: Sami withdraws his invitation to Amel.
    const sentBySami = (toAmel.body as FamilyMembers).invitations[0]!;
    expect((await apiAs(baseURL, sami.token, 'DELETE', `/families/invitations/${sentBySami.ID}`)).status).toBe(204);
  });

  it('refuses adding oneself with a French message', async () => {
    const page = await phone(sami);
    await page.goto('/layout/family');
    await page.getByTestId('family-add').click();
    await page.getByTestId('member-identifiant').fill(String(sami.user.ID));
    await page.getByTestId('member-avatar-avatar-2').click();
    await page.getByTestId('member-relation-Proche').click();
    await page.getByTestId('member-submit').click();
    await expectText(page.getByTestId('member-server-error'), 'Vous ne pouvez pas vous ajouter vous-même.');
  });
});

describe('Arabic (RTL)', () => {
  it('lays every account screen out right to left', async () => {
    // Sami has a member (Amel accepted), an invitation sent and pending, and one received from Hedi.
    const added = await inviteToFamily(baseURL, sami, amel.user.ID, 'Soeur', 'avatar-4');
    expect(added.status).toBe(202);
    const forAmel = ((await apiAs(baseURL, amel.token, 'GET', '/families/invitations')).body as { items: { ID: number }[] }).items;
    for (const inv of forAmel)
      expect((await apiAs(baseURL, amel.token, 'POST', `/families/invitations/${inv.ID}/accept`)).status).toBe(200);
    const ghost = unknownUid();
    expect((await inviteToFamily(baseURL, sami, ghost, 'Frère', 'avatar-7')).status).toBe(202);
    const hedi = await signUpViaApi(baseURL, { name: 'Hedi', lastname: 'Mansour', password: 'hedi-secret' });
    expect((await inviteToFamily(baseURL, hedi, sami.user.ID, 'Ami', 'avatar-1')).status).toBe(202);

    const page = await phone(sami, 'ar');
    await page.goto('/layout/profil');
    await page.getByTestId('profile-page').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectText(page.getByTestId('row-family'), 'دعوة واحدة واردة');
    await screenshot(page, 'ar-account-profile');
    await expectNoViolations(page, 'the Arabic profile');
    await page.getByTestId('row-privacy').click();
    await page.getByTestId('cookie-dialog').waitFor();
    await screenshot(page, 'ar-account-cookies');
    await page.keyboard.press('Escape');
    await page.goto('/layout/settings');
    await page.getByTestId('profile-form').waitFor();
    await screenshot(page, 'ar-account-settings');
    await page.getByTestId('delete-account').scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-account-settings-bottom');
    await page.goto('/layout/notifs');
    await page.getByTestId('switch-NOTIFY_PROMOS').waitFor();
    await screenshot(page, 'ar-account-notifs');
    await openFamily(page);
    await page.getByTestId('family-member').first().waitFor();
    await page.getByTestId('family-received-invitation').first().waitFor();
    expect(await page.getByTestId('family-member-relation').innerText()).toBe('الأخت');
    expect(await page.getByTestId('family-sent-status').innerText()).toBe('في الانتظار');
    expect(await page.getByTestId('family-received-name').innerText()).toBe('Hedi Mansour');
    await screenshot(page, 'ar-account-family');
    await expectNoViolations(page, 'the Arabic family page');
    await page.getByTestId('family-sent-invitation').scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-account-family-bottom');
    expect(await page.getByTestId('family-member-remove').getAttribute('aria-label')).toBe(`إزالة ${isolate('Amel Ben Salah')}`);
    await page.getByTestId('family-share').click();
    await page.getByTestId('share-sheet').and(page.locator('[data-state="open"]')).waitFor();
    await animationsDone(page);
    await screenshot(page, 'ar-account-share-sheet');
    await page.keyboard.press('Escape');
    await page.getByTestId('family-add').click();
    await page.getByTestId('add-member-sheet').and(page.locator('[data-state="open"]')).waitFor();
    expect(await page.getByTestId('member-identifiant-hint').innerText()).toBe('أدخل المعرّف كاملًا (8 أرقام)');
    await page.getByTestId('member-submit').click();
    await animationsDone(page);
    await screenshot(page, 'ar-account-family-sheet');
    await expectNoViolations(page, 'the Arabic add-member sheet');
  });
});

describe('session end', () => {
  it('logs out from the settings after a confirm dialog', async () => {
    const page = await phone(sami);
    await page.goto('/layout/settings');
    await page.getByTestId('logout').click();
    const dialog = page.getByTestId('alert-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Déconnexion');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(sami.token);
    await page.getByTestId('logout').click();
    await dialog.getByRole('button', { name: 'Accepter' }).click();
    await page.waitForURL('**/login');
    expect((await apiAs(baseURL, sami.token, 'GET', '/users/me')).status).toBe(401);
  });

  it('logs out: the token is dead and the app is at /login', async () => {
    const page = await phone(amel);
    await page.goto('/layout/profil');
    await page.getByTestId('row-logout').click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('connected'), localStorage.getItem('current_user')]),
    ).toEqual([null, null, null]);
    expect((await apiAs(baseURL, amel.token, 'GET', '/users/me')).status).toBe(401);
  });

  it('deletes the account behind a confirm dialog; the old token gets 401', async () => {
    const leila = await signUpViaApi(baseURL, { name: 'Leila', lastname: 'Gharbi', password: 'leila-secret' });
    const page = await phone(leila);
    await page.goto('/layout/settings');
    const block = page.getByTestId('delete-account');
    await block.waitFor();
    expect(await block.innerText()).toContain('Supprimer mon compte');
    expect(await block.innerText()).toContain('Cette action est irréversible.');
    await page.getByTestId('delete-account-button').click();
    await page.getByTestId('alert-dialog').waitFor();
    await screenshot(page, 'fr-account-delete-confirm');
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await page.waitForURL('**/layout');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await apiAs(baseURL, leila.token, 'GET', '/users/me')).status).toBe(401);
  });
});
