/**
 * The back office's « Alertes Dernière chance » (docs/last-chance.md#in-the-back-office): a shopper
 * who chose a store on the phone follows it by default; the screen counts the store's followers and
 * the period's totals exactly as GET /admin/last-chance-alerts answers them. Screenshot
 * admin-last-chance-alerts.
 */
import type { AdminLastChanceAlerts } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, signUpViaApi } from './helpers/accounts.ts';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { ownServer } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';

const ADMIN = { email: 'direction@alerts-bo.e2e.qadhya.test', password: 'une longue phrase de passe des alertes' };
const own = ownServer('last-chance-alerts-bo', ADMIN, { APP_NOW: '2026-11-24T10:00' }, { logWindowErrors: true });
const windows = own.windows;
let STORE = '';
let secret = '';
let token = '';

beforeAll(async () => {
  ({ secret, token } = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password));
  const stores = (await (await fetch(`${own.baseURL}/api/v1/stores`)).json()) as { items: { magasin_code: string }[] };
  STORE = stores.items[0]!.magasin_code;
  // A shopper's phone sends the store it chose (docs/stores.md#the-shoppers-store): followed by default.
  const shopper = await signUpViaApi(own.baseURL, { name: 'Nour', lastname: 'Abonnée', password: 'nour-alertes-1' });
  const put = await apiAs(own.baseURL, shopper.token, 'PUT', '/users/me/store', { magasin_code: STORE });
  expect(put, JSON.stringify(put.body)).toMatchObject({ status: 200 });
}, 240_000);

describe('back office: last-chance alerts', () => {
  it('counts each store’s followers and the period’s alerts and sales, as the API does', async () => {
    const report = await adminApi.api<AdminLastChanceAlerts>(own.baseURL, 'GET', '/admin/last-chance-alerts', undefined, token);
    const row = report.stores.find((s) => s.MAGASIN === STORE);
    expect(row?.followers).toBeGreaterThanOrEqual(1);

    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, secret);
    await nav(page, 'Alertes Dernière chance');
    await page.getByRole('heading', { name: 'Alertes Dernière chance', level: 1 }).waitFor();
    await page.getByTestId('lca-range').waitFor();
    expect(await page.getByTestId('lca-total-followers').innerText()).toContain(formatNumber(report.totals.followers, 'fr'));
    expect(await page.getByTestId('lca-total-alerts').innerText()).toContain(formatNumber(report.totals.alerts, 'fr'));
    const cells = page.getByRole('row').filter({ hasText: STORE }).getByRole('cell');
    await cells.first().waitFor();
    expect(await cells.nth(1).innerText()).toBe(formatNumber(row!.followers, 'fr'));
    await expectAccessible(page);
    await screenshot(page, 'admin-last-chance-alerts');
  }, 120_000);
});
