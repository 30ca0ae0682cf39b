/**
 * Issue 18, the back office's « Relation client » (docs/help.md#back-office), on a server of its own:
 * a shopper sends a report with a photo through the app's signalement screen; a support member signs
 * in, finds it in « Support », sees the photo (served to staff only), takes it and replies; the
 * reply is in the shopper's notifications (the API, then the notifications screen, whose 'Voir'
 * opens the help hub). Then the FAQ editor (support) and the legal texts editor (admin:
 * a new cgu draft, published). axe on each screen; screenshots admin-support-*, admin-faq,
 * admin-texts-*.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { apiAs, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { newPhone } from './helpers/browser.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@support.e2e.qadhya.test', password: 'une longue phrase de passe support' };
const SUPPORT = { email: 'agent@support.e2e.qadhya.test', password: 'l’agent du support choisit sa phrase' };
const APP_NOW = '2026-11-24T10:00';
const DESCRIPTION = 'Le rayon des yaourts est vide depuis ce matin.';
const REPLY = 'Merci pour votre signalement : le rayon a été réapprovisionné à 11 h.';

let adminSecret = '';
let supportSecret = '';
let shopper: TestAccount;
const own = ownServer('support', ADMIN, { APP_NOW });
const windows = own.windows;

/** A small photo of an empty shelf (a real PNG: the server re-encodes it to WebP). */
const shelfPng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#e5e7eb' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect x="20" y="60" width="280" height="12" fill="#6b7280"/><rect x="20" y="150" width="280" height="12" fill="#6b7280"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  adminSecret = admin.secret;
  supportSecret = (await adminApi.createStaff(own.baseURL, admin.token, SUPPORT, 'support')).secret;
  shopper = await signUpViaApi(own.baseURL, { name: 'Nadia', lastname: 'Gharbi', password: 'nadia-support-1' });
}, 240_000);

describe('support: a report with a photo reaches the inbox, the reply reaches the shopper', () => {
  it('the shopper reports an empty shelf with a photo from the app', async () => {
    const phone = await newPhone(own.browser, own.baseURL);
    await signInContext(phone.context, shopper);
    const page = await phone.context.newPage();
    await page.goto('/layout/signalement');
    await page.getByTestId('report-type-produits').check();
    await page.getByTestId('report-description').fill(DESCRIPTION);
    const store = page.getByTestId('report-store');
    await expect.poll(() => store.locator('option').count()).toBeGreaterThan(1);
    await store.selectOption({ index: 1 });
    await page.getByTestId('report-photo').setInputFiles({ name: 'rayon.png', mimeType: 'image/png', buffer: await shelfPng() });
    await page.getByTestId('report-photo-preview').waitFor();
    await page.getByTestId('report-submit').click();
    await page.waitForURL('**/layout/reclamation');
    await phone.context.close();
  });

  it('support finds it, sees the photo, takes it and replies; the shopper has the reply in their notifications', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, SUPPORT, supportSecret);
    await nav(page, 'Support');
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Signalements (1 à traiter)' }).waitFor();
    const row = page.getByRole('list', { name: 'Demandes' }).getByRole('button').filter({ hasText: DESCRIPTION });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nadia G.');
    expect(await row.textContent()).toContain('photo');
    await expectAccessible(page);
    await screenshot(page, 'admin-support-inbox');

    await row.click();
    const detail = page.getByRole('region', { name: /^Signalement n° \d+$/ });
    await detail.waitFor();
    const photo = detail.getByRole('img', { name: /Photo jointe au signalement/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    // The phone is masked but its last 3 digits.
    expect(await detail.textContent()).toContain(`•••••${shopper.phone.slice(-3)}`);
    expect(await detail.textContent()).not.toContain(shopper.phone);
    await expectAccessible(page);
    await screenshot(page, 'admin-support-detail');
    // On a tablet (1024 × 768, landscape) the list and the request still sit side by side.
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'admin-support-tablet');
    await page.setViewportSize({ width: 1366, height: 900 });

    await detail.getByRole('button', { name: 'Me l’attribuer' }).click();
    await detail.getByText('En cours', { exact: true }).first().waitFor();
    await expect
      .poll(() => detail.getByLabel('Attribuée à').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent))
      .toBe(SUPPORT.email);

    const form = page.getByRole('form', { name: 'Répondre' });
    await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await form.getByText('Écrivez votre réponse.').waitFor();
    await form.getByLabel('Votre réponse').fill(REPLY);
    await form.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await form.getByText('Réponse envoyée dans les notifications du client.').waitFor();
    await page.getByRole('region', { name: 'Réponses (1)' }).getByText(REPLY).waitFor();
    await detail.getByText('Répondu', { exact: true }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-support-replied');

    const inbox = await apiAs(own.baseURL, shopper.token, 'GET', '/notifications?lang=fr');
    expect(inbox.status).toBe(200);
    const items = (inbox.body as { items: { kind: string; title: string; body: string; link: string | null }[] }).items;
    expect(items.filter((n) => n.kind === 'support_reply')).toEqual([
      expect.objectContaining({ title: 'Réponse du service client', body: REPLY, link: '/layout/assistance_aide' }),
    ]);

    // The shopper sees it on the notifications screen, and its 'Voir' opens the help hub.
    const phone = await newPhone(own.browser, own.baseURL);
    await signInContext(phone.context, shopper);
    const app = await phone.context.newPage();
    await app.goto('/layout/notifications');
    const card = app.getByTestId('notification').filter({ hasText: REPLY });
    await card.waitFor();
    expect(await card.innerText()).toContain('Réponse du service client');
    await card.getByTestId('notification-view').click();
    await app.waitForURL('**/layout/assistance_aide');
    await phone.context.close();
  });

  it('« Idée retenue » gives the shopper the promised 5 DT voucher, once', async () => {
    const sent = await apiAs(own.baseURL, shopper.token, 'POST', '/suggestions', {
      TITLE: 'Une caisse express',
      DESCRIPTION: 'Une caisse pour les paniers de moins de cinq articles.',
      ACCEPTED_TERMS: 1,
      request_id: 'idea-e2e-0001',
    });
    expect(sent.status).toBe(201);
    const page = await windows.desktop();
    await windows.signIn(page, SUPPORT, supportSecret);
    await nav(page, 'Support');
    await page.getByRole('tab', { name: 'Idées (1 à traiter)' }).click();
    await page.getByRole('list', { name: 'Demandes' }).getByRole('button').filter({ hasText: 'Une caisse express' }).click();
    const detail = page.getByRole('region', { name: /^Idée n° \d+$/ });
    await detail.getByRole('button', { name: 'Idée retenue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retenir cette idée ?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Oui, émettre le bon d’achat' }).click();
    await detail.getByText(/Bon d’achat « Merci pour votre idée » \(code V[A-Z0-9]{11}\)/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-support-idea-retained');
    const offers = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/offers')).body;
    expect(JSON.stringify(offers).match(/Merci pour votre idée/g)).toHaveLength(1);
    const inbox = (await apiAs(own.baseURL, shopper.token, 'GET', '/notifications?lang=fr')).body as { items: { kind: string }[] };
    expect(inbox.items.filter((n) => n.kind === 'idea_retained')).toHaveLength(1);
  });

  it('the FAQ editor (support) adds a question in French and Arabic', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, SUPPORT, supportSecret);
    await nav(page, 'FAQ');
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const form = page.getByRole('form', { name: 'Ajouter' });
    await form.getByLabel('Question (français)').fill('Comment suivre mon signalement ?');
    await form.getByLabel('Question (arabe)').fill('كيف أتابع بلاغي؟');
    await form.getByLabel('Réponse (français)').fill('La réponse du service client arrive dans vos notifications.');
    await form.getByLabel('Réponse (arabe)').fill('يصلك رد خدمة الحرفاء في إشعاراتك.');
    await form.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Question ajoutée à la fin de la FAQ.').waitFor();
    const item = page
      .getByRole('list', { name: 'Questions de la FAQ' })
      .getByRole('listitem')
      .filter({ hasText: 'Comment suivre mon signalement ?' });
    await item.waitFor();
    await item.getByRole('button', { name: 'Modifier' }).click();
    const edit = item.getByRole('form', { name: 'Enregistrer' });
    expect(await edit.getByLabel('Question (arabe)').getAttribute('dir')).toBe('rtl');
    await edit
      .getByLabel('Réponse (français)')
      .fill('La réponse du service client arrive dans vos notifications, rubrique « Notifications ».');
    await edit.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectAccessible(page);
    await screenshot(page, 'admin-faq-edit');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Question enregistrée (version 2).').waitFor();
    const published = await apiAs(own.baseURL, shopper.token, 'GET', '/faq?lang=ar');
    expect(JSON.stringify(published.body)).toContain('كيف أتابع بلاغي؟');
    await expectAccessible(page);
    await screenshot(page, 'admin-faq');
  });

  it('the legal texts editor (admin) prepares a new cgu version and publishes it', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, adminSecret);
    await nav(page, 'Textes légaux');
    await page.getByRole('heading', { name: 'Textes légaux', level: 1 }).waitFor();
    const prepare = page.getByRole('button', { name: /^(Préparer la version \d+|Rédiger la première version)$/ });
    await prepare.click();
    const draft = page.getByRole('form', { name: 'Enregistrer le brouillon' });
    await draft.waitFor();
    const fr = draft.getByLabel('Texte (français)');
    await fr.fill(`${await fr.inputValue()}\n\n## Nouvel article\n\nLe service client répond dans vos notifications.`.trim());
    await draft.getByLabel('En vigueur le').fill('2027-01-01');
    await draft.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText(/Brouillon de la version \d+ enregistré\./).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-texts-draft');

    await draft.getByRole('button', { name: /^Publier la version \d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Publier la version \d+ \?$/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Publier' }).click();
    await page.getByText(/Version \d+ publiée : les clients la lisent désormais\./).waitFor();
    await page.getByRole('button', { name: /^Préparer la version \d+$/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-texts-published');
  });
});
