/**
 * Issue 20, « Réservations SIM » in the back office's support inbox (docs/mobile-offer.md#back-office),
 * on a server of its own: a shopper reserves a SIM through the API (a portability, CIN 01234567); a
 * support member finds it in « Support » › « Réservations SIM », listed with the ID number masked;
 * « Voir le numéro » shows the whole number for that view only; the move « en traitement » is sent
 * again after its answer was lost (same request key: one move, one notification), then « prête en
 * magasin » with a store; the shopper's reservations and notifications show it. A second request is
 * refused with its reason. axe on the list, the detail and the move form; screenshots admin-sim-*.
 */
import type { AdminSimPage, NotificationItem, SimReservation, SimReservationPage } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav } from './helpers/admin.ts';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ownServer } from './helpers/own-server.ts';

const ADMIN = { email: 'direction@sim.e2e.qadhya.test', password: 'une longue phrase de passe sim' };
const SUPPORT = { email: 'agent@sim.e2e.qadhya.test', password: 'l’agent traite les réservations sim' };
const APP_NOW = '2026-11-24T10:00';
const ID_NUMBER = '01234567';
const RESERVATION = {
  ACTION: 'Portabilité',
  LINE_NUMBER: '22123456',
  LAST_NAME: 'Ben Salah',
  FIRST_NAME: 'Amel',
  ADDRESS: '12 rue de Marseille, Tunis',
  TYPE: 'CIN',
  NUMBER_IDENTITE: ID_NUMBER,
  request_id: 'sim-e2e-portabilite-0001',
};
const BRING = 'Apportez votre CIN et votre ancienne carte SIM.';
const REFUSAL = 'Ce passeport a expiré : envoyez une nouvelle demande avec une pièce valide.';

let adminToken = '';
let supportSecret = '';
let shopper: TestAccount;
let reservationId = 0;
const own = ownServer('sim', ADMIN, { APP_NOW }, { logWindowErrors: true });
const windows = own.windows;

beforeAll(async () => {
  const admin = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  adminToken = admin.token;
  supportSecret = (await adminApi.createStaff(own.baseURL, admin.token, SUPPORT, 'support')).secret;
  shopper = await signUpViaApi(own.baseURL, { name: 'Amel', lastname: 'Ben Salah', password: 'amel-reserve-sa-sim' });
}, 240_000);

const simNotifications = async () => {
  const inbox = await apiAs(own.baseURL, shopper.token, 'GET', '/notifications?lang=fr');
  expect(inbox.status).toBe(200);
  return (inbox.body as { items: NotificationItem[] }).items.filter((n) => n.kind === 'sim_reservation');
};

/** Support signed in, on « Support » › « Réservations SIM ». */
async function openSimTab(): Promise<Page> {
  const page = await windows.desktop();
  await windows.signIn(page, SUPPORT, supportSecret);
  await nav(page, 'Support');
  await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
  await page.getByRole('tab', { name: /^Réservations SIM/ }).click();
  return page;
}

describe('SIM reservations: from the shopper to the store, through the support inbox', () => {
  it('the shopper reserves a SIM (a portability) through the API', async () => {
    const sent = await apiAs(own.baseURL, shopper.token, 'POST', '/sim-reservations', RESERVATION);
    expect(sent.status).toBe(201);
    const reservation = sent.body as SimReservation;
    expect(reservation).toMatchObject({ status: 'recue', ACTION: 'Portabilité', TYPE: 'CIN' });
    expect(reservation.NUMBER_IDENTITE).not.toContain(ID_NUMBER);
    reservationId = reservation.id;
  });

  it('support sees it listed masked, reads the whole number once, moves it to en traitement then prête en magasin', async () => {
    const page = await openSimTab();
    await page.getByRole('tab', { name: 'Réservations SIM (1 à traiter)', selected: true }).waitFor();
    await page.getByRole('group', { name: 'Statut de la réservation' }).getByRole('button', { name: 'Reçue (1)' }).waitFor();
    const row = page.getByRole('list', { name: 'Réservations' }).getByRole('button').filter({ hasText: 'Amel Ben Salah' });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    for (const part of ['Reçue', 'Portabilité', '22123456', 'CIN', '•••••567', `#${reservationId}`]) expect(rowText).toContain(part);
    expect(rowText).not.toContain(ID_NUMBER);
    await expectAccessible(page);
    await screenshot(page, 'admin-sim-list');

    await row.click();
    const detail = page.getByRole('region', { name: `Réservation SIM n° ${reservationId}` });
    await detail.waitFor();
    const idNumber = detail.getByTestId('sim-id-number');
    expect(await idNumber.textContent()).toBe('•••••567');
    expect(await detail.textContent()).toContain('12 rue de Marseille, Tunis');
    expect(await detail.textContent()).toContain(`•••••${shopper.phone.slice(-3)}`);
    expect(await detail.textContent()).not.toContain(shopper.phone);
    await detail.getByRole('button', { name: 'Voir le numéro' }).click();
    await expect.poll(() => idNumber.textContent()).toBe(ID_NUMBER);
    await expectAccessible(page);
    await screenshot(page, 'admin-sim-detail');
    // The reading is audited.
    const audit = await adminApi.api<{ items: { action: string; entity_id: string | null }[] }>(
      own.baseURL,
      'GET',
      '/admin/audit?entity=sim_reservation',
      undefined,
      adminToken,
    );
    expect(audit.items.filter((a) => a.action === 'sim_reservation.read_id').map((a) => a.entity_id)).toEqual([String(reservationId)]);
    // Shown for this view only: closed and opened again, it is masked.
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await row.click();
    await expect.poll(() => idNumber.textContent()).toBe('•••••567');

    // « En traitement », whose first answer is lost on the way back: sent again with the same key,
    // the server moves and tells the shopper once.
    await detail.getByRole('button', { name: 'Passer en traitement' }).click();
    const working = page.getByRole('form', { name: 'Passer en traitement' });
    await page.route(
      `**/api/v1/admin/sim-reservations/${reservationId}/status`,
      async (route) => {
        await route.fetch();
        await route.abort('failed');
      },
      { times: 1 },
    );
    await working.getByRole('button', { name: 'Passer en traitement' }).click();
    await working.getByText('Le serveur ne répond pas').waitFor();
    await working.getByRole('button', { name: 'Passer en traitement' }).click();
    await detail.getByText('Statut : En traitement. Le client est prévenu dans ses notifications.').waitFor();
    await detail.getByText('En traitement', { exact: true }).first().waitFor();
    expect((await simNotifications()).filter((n) => n.title === 'Votre demande de SIM est en traitement')).toHaveLength(1);

    // « Prête en magasin » asks for the store first.
    await detail.getByRole('button', { name: 'SIM prête en magasin' }).click();
    const ready = page.getByRole('form', { name: 'SIM prête en magasin' });
    await ready.getByRole('button', { name: 'Confirmer : SIM prête' }).click();
    await ready.getByText('Choisissez le magasin où la SIM attend le client.').waitFor();
    const storeSelect = ready.getByLabel('Magasin de retrait');
    await expect.poll(() => storeSelect.locator('option').count()).toBeGreaterThan(1);
    await storeSelect.selectOption({ index: 1 });
    expect(await ready.getByText('Choisissez le magasin où la SIM attend le client.').count()).toBe(0);
    const store = await storeSelect.evaluate((s: HTMLSelectElement) => ({ code: s.value, label: s.selectedOptions[0]!.textContent! }));
    await ready.getByLabel('Ce que le client doit apporter (facultatif)').fill(BRING);
    await expectAccessible(page);
    await screenshot(page, 'admin-sim-move-form');
    await ready.getByRole('button', { name: 'Confirmer : SIM prête' }).click();
    await detail.getByText('Statut : Prête en magasin. Le client est prévenu dans ses notifications.').waitFor();
    await detail.getByText(store.label).waitFor();
    await detail.getByText(BRING).waitFor();
    await detail.getByText('Cette demande est traitée : plus aucun changement de statut.').waitFor();
    expect(await detail.textContent()).toContain(SUPPORT.email);
    await expect.poll(() => row.textContent()).toContain('Prête en magasin');
    await page.getByRole('tab', { name: 'Réservations SIM (0 à traiter)' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-sim-ready');

    // The shopper's side: the reservation ready in that store, and the message in their inbox.
    const mine = await apiAs(own.baseURL, shopper.token, 'GET', '/sim-reservations');
    expect(mine.status).toBe(200);
    const [reservation] = (mine.body as SimReservationPage).items;
    expect(reservation).toMatchObject({ id: reservationId, status: 'prete', status_note: BRING, store: { magasin_code: store.code } });
    expect(store.label).toContain(reservation!.store!.storename);
    const told = (await simNotifications()).find((n) => n.title === 'Votre SIM est prête');
    expect(told?.body).toContain(reservation!.store!.storename);
    expect(told?.body).toContain(BRING);
  });

  it('a refusal needs its reason, which the shopper reads', async () => {
    const sent = await apiAs(own.baseURL, shopper.token, 'POST', '/sim-reservations', {
      ...RESERVATION,
      ACTION: 'Nouveau numéro',
      TYPE: 'Passport',
      NUMBER_IDENTITE: 'X1234567',
      request_id: 'sim-e2e-nouveau-numero-0002',
    });
    expect(sent.status).toBe(201);
    const second = (sent.body as SimReservation).id;
    const page = await openSimTab();
    await page.getByRole('group', { name: 'Statut de la réservation' }).getByRole('button', { name: 'Reçue (1)' }).click();
    const list = page.getByRole('list', { name: 'Réservations' });
    await expect.poll(() => list.getByRole('button').count()).toBe(1);
    await list.getByRole('button').filter({ hasText: 'Nouveau numéro' }).click();
    const detail = page.getByRole('region', { name: `Réservation SIM n° ${second}` });
    await detail.getByText('Numéro de contact').waitFor();
    await detail.getByRole('button', { name: 'Refuser' }).click();
    const refuse = page.getByRole('form', { name: 'Refuser' });
    await refuse.getByRole('button', { name: 'Confirmer le refus' }).click();
    await refuse.getByText('Écrivez le motif du refus : le client le lira.').waitFor();
    await refuse.getByLabel('Motif du refus').fill(REFUSAL);
    await refuse.getByRole('button', { name: 'Confirmer le refus' }).click();
    await detail.getByText('Statut : Refusée. Le client est prévenu dans ses notifications.').waitFor();
    await detail.getByText(REFUSAL).waitFor();

    const counts = await adminApi.api<AdminSimPage>(own.baseURL, 'GET', '/admin/sim-reservations?limit=1', undefined, adminToken);
    expect(counts.counts).toMatchObject({ prete: 1, refusee: 1 });
    const mine = (await apiAs(own.baseURL, shopper.token, 'GET', '/sim-reservations')).body as SimReservationPage;
    expect(mine.items.find((r) => r.id === second)).toMatchObject({ status: 'refusee', status_note: REFUSAL, store: null });
    expect((await simNotifications()).find((n) => n.title === 'Demande de SIM refusée')?.body).toContain(REFUSAL);
  });
});
