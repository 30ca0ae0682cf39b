/**
 * Issue 16, « Fidélité » in the back office (docs/wallet.md#back-office-fidelite), on a server of
 * its own: a shopper signs up through the API; the admin signs in, opens Fidélité, finds the shopper
 * by phone, opens their wallet (card, points, tier), issues a 10 DT voucher (a wrong amount refused
 * on its field first, then a confirmation) and sees it active in their offers and in the ledger.
 * Support finds the same shopper by card number and reads the voucher, without the form. axe on
 * each state; screenshots admin-loyalty-*.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@fidelite.e2e.qadhya.test', password: 'une longue phrase de passe fidélité' };
const SUPPORT = { email: 'support@fidelite.e2e.qadhya.test', password: 'le support choisit sa phrase' };
const APP_NOW = '2026-11-24T10:00';

let secret = '';
let supportSecret = '';
let adminToken = '';
let shopper: TestAccount;
const own = ownServer('loyalty', ADMIN, { APP_NOW });
const windows = own.windows;

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  secret = admin.secret;
  adminToken = admin.token;
  supportSecret = (await adminApi.createStaff(own.baseURL, admin.token, SUPPORT, 'support')).secret;
  shopper = await signUpViaApi(own.baseURL, { name: 'Salma', lastname: 'Trabelsi', password: 'salma-fidelite-1' });
}, 240_000);

describe('back office: Fidélité', () => {
  it('the admin finds a shopper by phone and gives them a 10 DT voucher, active in their offers', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, secret);
    await nav(page, 'Fidélité');
    await page.getByRole('heading', { name: 'Fidélité', level: 1 }).waitFor();

    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(shopper.phone);
    const results = page.getByRole('table', { name: 'Clients trouvés' });
    const row = results.getByRole('row').filter({ hasText: 'Salma Trabelsi' });
    await row.waitFor();
    expect(await row.textContent()).toContain(shopper.phone);
    await expectAccessible(page);
    await screenshot(page, 'admin-loyalty-search');

    await row.getByRole('button', { name: 'Ouvrir le portefeuille de Salma Trabelsi' }).click();
    const wallet = page.getByRole('region', { name: 'Portefeuille de Salma Trabelsi' });
    await wallet.waitFor();
    const detail = await adminApi.api<{ card_number: string | null; points: number; offers: unknown[] }>(
      own.baseURL,
      'GET',
      `/admin/wallet/shoppers/${shopper.user.ID}`,
      undefined,
      adminToken,
    );
    if (detail.card_number) await wallet.getByText(detail.card_number).waitFor();
    await wallet.getByText('Classic').first().waitFor();
    const offersBefore = detail.offers.length;

    const form = page.getByRole('form', { name: 'Émettre un coupon ou un bon d’achat' });
    // A price with four decimals is refused on its field before anything is sent.
    await form.getByLabel('Montant (DT)').fill('10,0001');
    await form.getByLabel('Libellé (français)').fill('Geste du service client');
    await form.getByRole('button', { name: 'Émettre' }).click();
    await form.getByText('Un montant en dinars, comme 10 ou 2,500 (100 000 DT au plus).').waitFor();

    await form.getByLabel('Montant (DT)').fill('10');
    await form.getByLabel('Libellé (arabe)').fill('بادرة من خدمة الحرفاء');
    await form.getByLabel('Description (français)').fill('Avec nos excuses pour l’attente en caisse.');
    await form.getByRole('button', { name: 'Émettre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Émettre ce bon d’achat ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('10,000 DT');
    await expectAccessible(page);
    await screenshot(page, 'admin-loyalty-confirm');
    await dialog.getByRole('button', { name: 'Confirmer l’émission' }).click();

    await page.getByText(/Bon d’achat 10,000 DT émis \(code V[A-Z0-9]{11}\)/).waitFor();
    const offers = wallet.getByRole('table', { name: 'Coupons et bons d’achat' });
    const issued = offers.getByRole('row').filter({ hasText: 'Geste du service client' });
    await issued.waitFor();
    expect(await issued.textContent()).toMatch(/10,000 DT.*Actif/);
    // Valid 30 days from 24 November: through 24 December (Tunis).
    expect(await issued.textContent()).toContain('24/12/2026');
    await expect.poll(async () => offers.locator('tbody tr').count()).toBe(offersBefore + 1);
    await expectAccessible(page);
    await wallet.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'admin-loyalty-issued');

    // In the ledger: one staff voucher, active, of 10 000 millimes, issued by this admin.
    const after = await adminApi.api<{
      offers: { source: string; kind: string; amount: number; status: string; issued_by: number | null }[];
    }>(own.baseURL, 'GET', `/admin/wallet/shoppers/${shopper.user.ID}`, undefined, adminToken);
    const staffOffers = after.offers.filter((o) => o.source === 'staff');
    expect(staffOffers).toHaveLength(1);
    expect(staffOffers[0]).toMatchObject({ kind: 'voucher', amount: 10_000, status: 'active' });
    expect(staffOffers[0]!.issued_by).not.toBeNull();
  });

  it('support finds the shopper by card number and reads their wallet, without the issue form', async () => {
    const detail = await adminApi.api<{ card_number: string | null }>(
      own.baseURL,
      'GET',
      `/admin/wallet/shoppers/${shopper.user.ID}`,
      undefined,
      adminToken,
    );
    expect(detail.card_number).toMatch(/^29\d{11}$/);
    const page = await windows.desktop();
    await windows.signIn(page, SUPPORT, supportSecret);
    await nav(page, 'Fidélité');
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(detail.card_number!);
    await page.getByRole('button', { name: 'Ouvrir le portefeuille de Salma Trabelsi' }).click();
    const wallet = page.getByRole('region', { name: 'Portefeuille de Salma Trabelsi' });
    await wallet
      .getByRole('table', { name: 'Coupons et bons d’achat' })
      .getByRole('row')
      .filter({ hasText: 'Geste du service client' })
      .waitFor();
    expect(await page.getByRole('form', { name: 'Émettre un coupon ou un bon d’achat' }).count()).toBe(0);
    await expectAccessible(page);
  });
});
