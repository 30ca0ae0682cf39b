/**
 * « Jeux et campagnes » and « Parrainage » in the back office (docs/games.md#back-office,
 * docs/referral.md#the-rules), on a server of its own: marketing signs in, creates a Shake & Win
 * campaign with two prize lines through the form — the percentage line sent without its cap first,
 * the server's 422 shown on that line's « Plafond » field, then fixed —, sees it Active in the list,
 * sees which picture the app will show (its game's drawing, then « la vôtre » once it uploads its picture), a shopper shakes through the API and the detail's figures follow (refreshed
 * every 15 s), the edit form keeps each line's « Déjà gagné », the campaign is stopped (Arrêtée) and
 * the referral rules are changed. axe on the list, the form, the detail and the rules; screenshots
 * admin-campaigns-*.
 */
import type { AdminCampaign, ReferralRules } from '@qadhya/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav, serverNow } from './helpers/admin.ts';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { tunisWall } from './helpers/campaigns.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@campagnes.e2e.qadhya.test', password: 'une longue phrase de passe campagnes' };
const MARKETING = { email: 'marketing@campagnes.e2e.qadhya.test', password: 'le marketing lance ses campagnes' };
const APP_NOW = '2026-11-24T10:00';
const TITLE = 'Secouez pour Noël';

let adminToken = '';
let marketingSecret = '';
let shopper: TestAccount;
const own = ownServer('campaigns', ADMIN, { APP_NOW }, { logWindowErrors: true });
const windows = own.windows;

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  adminToken = admin.token;
  marketingSecret = (await adminApi.createStaff(own.baseURL, admin.token, MARKETING, 'marketing')).secret;
  shopper = await signUpViaApi(own.baseURL, { name: 'Yasmine', lastname: 'Gharbi', password: 'yasmine-secoue-1' });
}, 240_000);

/** A small banner: red with gold circles (a PNG made here, re-encoded to WebP by the server). */
function banner(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
    <rect width="600" height="300" fill="#e30613"/>
    <circle cx="120" cy="150" r="80" fill="#ffd54a"/><circle cx="300" cy="110" r="46" fill="#fff3c4"/><circle cx="470" cy="170" r="64" fill="#ffb300"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The width an image was decoded at (0 until it has loaded): the drawn and uploaded pictures are 1200 wide. */
const drawnWidth = (img: Locator) => img.evaluate((el) => ((el as HTMLImageElement).complete ? (el as HTMLImageElement).naturalWidth : 0));

/** One prize line of the form, by its legend (« Lot N »). */
const line = (page: Page, n: number) => page.getByRole('group', { name: `Lot ${n}` });

/** A figure of the detail (« Participants », « Parties »…), as shown. */
const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`).locator('dd');

describe('back office: Jeux et campagnes', () => {
  it('marketing creates a Shake & Win campaign, follows its figures, stops it and edits the referral rules', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, MARKETING, marketingSecret);
    await nav(page, 'Jeux et campagnes');
    await page.getByRole('heading', { name: 'Jeux et campagnes', level: 1 }).waitFor();
    // The demo's campaigns (Shake & Win, Tap & Match: apps/server/src/seed/games) are listed already.
    await page.getByRole('table', { name: 'Campagnes des jeux' }).getByRole('row').filter({ hasText: 'Tap & Match' }).first().waitFor();

    // ---- The form: two lines, the percentage one without its cap.
    await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle campagne' });
    await form.waitFor();
    const now = await serverNow(own.baseURL);
    // The picture the app will show: without one of its own, the chosen game's drawing (issue 33).
    const says = form.getByTestId('campaign-picture-says');
    await form.getByLabel('Jeu').selectOption({ label: 'Tap & Match' });
    await expect.poll(() => says.textContent()).toBe('Image par défaut : dessin du jeu Tap & Match');
    expect(await form.getByTestId('campaign-default-image').getAttribute('src')).toMatch(/^\/api\/v1\/media\/games\/tap_match\//);
    await form.getByLabel('Jeu').selectOption({ label: 'Shake & Win' });
    await expect.poll(() => says.textContent()).toBe('Image par défaut : dessin du jeu Shake & Win');
    await expect.poll(() => drawnWidth(form.getByTestId('campaign-default-image'))).toBe(1200);
    await form.getByLabel('Début (heure de Tunis)').fill(tunisWall(now - 3_600_000));
    await form.getByLabel('Fin (heure de Tunis)').fill(tunisWall(now + 7 * 86_400_000));
    await form.getByLabel('Budget (DT)').fill('1500');
    await form.getByLabel('Titre (français)').fill(TITLE);
    await form.getByLabel('Titre (arabe)').fill('رجّ هاتفك لعيد الميلاد');
    await form.getByLabel('Description (français)').fill('Deux chances par jour de gagner un bon d’achat ou un coupon.');
    await form.getByLabel('Description (arabe)').fill('فرصتان كل يوم لربح قسيمة شراء أو كوبون.');

    const first = line(page, 1);
    await first.getByLabel('Type').selectOption('voucher');
    await first.getByLabel('Montant (DT)').fill('20');
    await first.getByLabel('Libellé (français)').fill('Bon d’achat de 20 DT');
    await first.getByLabel('Libellé (arabe)').fill('قسيمة شراء 20 دينار');
    await first.getByLabel('Quantité').fill('100');
    await first.getByLabel('Chances (%)').fill('50');

    await form.getByRole('button', { name: 'Ajouter un lot' }).click();
    const second = line(page, 2);
    await second.getByLabel('Type').selectOption('coupon');
    await second.getByLabel('Remise').selectOption('percent');
    await second.getByLabel('Pourcentage (%)').fill('15');
    await second.getByLabel('Achat minimum (DT)').fill('30');
    await second.getByLabel('Libellé (français)').fill('Coupon de 15%');
    await second.getByLabel('Libellé (arabe)').fill('كوبون 15 بالمائة');
    await second.getByLabel('Validité (jours)').fill('14');
    await second.getByLabel('Quantité').fill('50');
    await second.getByLabel('Chances (%)').fill('25,5');
    await second.getByLabel('De (heure)').fill('10');
    await second.getByLabel('À (heure)').fill('22');
    expect(await form.getByTestId('chances-total').textContent()).toContain('75,50%');

    // Chances above 100% are warned about before anything is sent.
    await first.getByLabel('Chances (%)').fill('80');
    await form.getByText('Les chances dépassent 100%').waitFor();
    await first.getByLabel('Chances (%)').fill('50');
    await expect.poll(() => form.getByText('Les chances dépassent 100%').count()).toBe(0);

    await form.getByRole('button', { name: 'Créer la campagne' }).click();
    // The server refuses the whole (422 CAMPAIGN_INVALID): its detail 'prizes.1.cap' is on line 2's cap.
    await form.getByText('Cette campagne ne tient pas : rien n’a été enregistré.').waitFor();
    const cap = second.getByLabel('Plafond (DT)');
    const capError = second.getByText('Un pourcentage demande son plafond');
    await capError.waitFor();
    expect(await cap.getAttribute('aria-invalid')).toBe('true');
    const errorId = await capError.getAttribute('id');
    expect(errorId).toBeTruthy();
    expect((await cap.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
    expect(await first.getByLabel('Plafond (DT)').getAttribute('aria-invalid')).toBeNull();
    await capError.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-form-error');

    await cap.fill('7,500');
    await form.getByRole('button', { name: 'Créer la campagne' }).click();

    // ---- The detail.
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    const id = Number(/\/campagnes\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    expect(id).toBeGreaterThan(0);
    const created = await adminApi.api<AdminCampaign>(own.baseURL, 'GET', `/admin/campaigns/${id}`, undefined, adminToken);
    expect(created).toMatchObject({ game: 'shake_win', status: 'active', budget: 1_500_000 });
    expect(created.prizes).toMatchObject([
      {
        kind: 'voucher',
        amount_type: 'amount',
        amount: 20_000,
        cap: null,
        min_purchase: 0,
        quantity: 100,
        weight: 5_000,
        valid_days: 30,
        slot_start: null,
        slot_end: null,
      },
      {
        kind: 'coupon',
        amount_type: 'percent',
        amount: 15,
        cap: 7_500,
        min_purchase: 30_000,
        quantity: 50,
        weight: 2_550,
        valid_days: 14,
        slot_start: 10,
        slot_end: 22,
      },
    ]);
    const prizesTable = page.getByRole('table', { name: 'Lots de la campagne' });
    expect(await prizesTable.getByRole('row').filter({ hasText: 'Coupon de 15%' }).textContent()).toMatch(
      /15% \(plafond 7,500 DT\).*25,50%.*10:00 – 22:00.*0 \/ 50/,
    );

    // ---- In the list: Active, with its budget.
    await page.getByRole('link', { name: 'Toutes les campagnes' }).click();
    const row = page.getByRole('table', { name: 'Campagnes des jeux' }).getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    const rowText = await row.textContent();
    expect(rowText).toContain('Shake & Win');
    expect(rowText).toContain('Active');
    expect(rowText).toMatch(/1\s?500,000 DT/);
    expect(await row.getByTestId('campaign-picture-says').textContent()).toBe('Image par défaut : dessin du jeu Shake & Win');
    await expect.poll(() => drawnWidth(row.getByTestId('campaign-default-image'))).toBe(1200);
    // The filters: Active shows it, Programmée does not.
    await page.getByLabel('Statut').selectOption({ label: 'Programmée' });
    await page.getByRole('table', { name: 'Campagnes des jeux' }).getByText('Aucune campagne.').waitFor();
    await page.getByLabel('Statut').selectOption({ label: 'Active' });
    await page.getByLabel(/^Jeu/).selectOption({ label: 'Shake & Win' });
    await row.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-list');

    // ---- The picture.
    await row.getByRole('link', { name: `Ouvrir la campagne « ${TITLE} »` }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await page.getByTestId('campaign-picture-says').textContent()).toBe('Image par défaut : dessin du jeu Shake & Win');
    await screenshot(page, 'admin-campaigns-default-picture');
    await page.getByLabel('Choisir une image').setInputFiles({ name: 'noel.png', mimeType: 'image/png', buffer: await banner() });
    const image = page.getByRole('img', { name: `Image de la campagne « ${TITLE} »` });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    await expect
      .poll(() => image.evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0)))
      .toBe(1200);
    await page.getByText('Image enregistrée.').waitFor();
    expect(await page.getByTestId('campaign-picture-says').textContent()).toBe('Image : la vôtre');

    // ---- A shopper shakes: the figures follow within the 15 s refresh, the page left open.
    expect(await figure(page, 'participants').textContent()).toBe('0');
    const shake = await apiAs(own.baseURL, shopper.token, 'POST', '/games/shake_win/plays', {
      play_id: `e2e-shake-${Date.now()}`,
      level: 1,
    });
    expect(shake.status).toBe(201);
    await expect.poll(() => figure(page, 'plays').textContent(), { timeout: 25_000, interval: 250 }).toBe('1');
    expect(await figure(page, 'participants').textContent()).toBe('1');
    const won = (shake.body as { prize: unknown }).prize !== null;
    expect(await figure(page, 'winners').textContent()).toBe(won ? '1' : '0');
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-detail');

    // ---- The edit form keeps what each line has given.
    const after = await adminApi.api<AdminCampaign>(own.baseURL, 'GET', `/admin/campaigns/${id}`, undefined, adminToken);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const edit = page.getByRole('form', { name: `Modifier la campagne « ${TITLE} »` });
    await edit.waitFor();
    expect(await line(page, 1).getByTestId('prize-1-awarded').textContent()).toBe(`Déjà gagné : ${after.prizes[0]!.awarded} sur 100`);
    expect(await line(page, 2).getByTestId('prize-2-awarded').textContent()).toBe(`Déjà gagné : ${after.prizes[1]!.awarded} sur 50`);
    expect(await line(page, 2).getByLabel('Plafond (DT)').inputValue()).toBe('7,500');
    expect(await line(page, 2).getByLabel('Chances (%)').inputValue()).toBe('25,50');
    expect(await edit.getByLabel('Budget (DT)').inputValue()).toBe('1500,000');
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-edit');
    await edit.getByLabel('Titre (français)').fill(`${TITLE} !`);
    await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByRole('heading', { name: `${TITLE} !`, level: 1 }).waitFor();
    await page.getByText('Campagne enregistrée.').waitFor();

    // ---- Stopped, after a confirmation.
    await page.getByRole('button', { name: 'Arrêter la campagne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arrêter cette campagne ?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-stop');
    await dialog.getByRole('button', { name: 'Arrêter la campagne' }).click();
    await page.getByText('Arrêtée', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Arrêter la campagne' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Modifier', exact: true }).count()).toBe(0);
    const stopped = await adminApi.api<AdminCampaign>(own.baseURL, 'GET', `/admin/campaigns/${id}`, undefined, adminToken);
    expect(stopped.status).toBe('stopped');
    expect(stopped.stopped_at).not.toBeNull();
    await page.getByRole('link', { name: 'Toutes les campagnes' }).click();
    const stoppedRow = page
      .getByRole('table', { name: 'Campagnes des jeux' })
      .getByRole('row')
      .filter({ hasText: `${TITLE} !` });
    await stoppedRow.getByText('Arrêtée').waitFor();
    expect(await stoppedRow.getByTestId('campaign-picture-says').textContent()).toBe('Image : la vôtre');

    // ---- The referral rules.
    await nav(page, 'Parrainage');
    const rules = page.getByRole('form', { name: 'Règles du parrainage' });
    await rules.waitFor();
    expect(await rules.getByLabel('Bonus du parrain (DT)').inputValue()).toBe('5,000');
    await rules.getByLabel('Bonus du parrain (DT)').fill('7,5');
    await rules.getByLabel('Premier achat minimum de l’ami (DT)').fill('25');
    await rules.getByLabel('Validité du bonus (jours)').fill('45');
    await rules.getByLabel('Amis parrainés par jour (au plus)').fill('0');
    await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
    await rules.getByText('Un nombre d’amis de 1 à 1000.').waitFor();
    expect(await rules.getByLabel('Amis parrainés par jour (au plus)').getAttribute('aria-invalid')).toBe('true');
    await rules.getByLabel('Amis parrainés par jour (au plus)').fill('8');
    await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
    await rules.getByText('Règles du parrainage enregistrées.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-campaigns-referral');
    await expect
      .poll(() => adminApi.api<ReferralRules>(own.baseURL, 'GET', '/admin/referral-rules', undefined, adminToken))
      .toEqual({ bonus: 7_500, min_purchase: 25_000, valid_days: 45, daily_limit: 8 });
  }, 240_000);
});
