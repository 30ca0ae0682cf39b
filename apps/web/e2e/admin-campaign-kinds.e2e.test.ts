/**
 * The back office's campaign form chooses the kind (docs/games.md#campaign-kinds): for « Offre du
 * jour » the game, budget and prize lines go away, the picture preview says the campaign's drawing,
 * and the campaign is created without a game; « Jeu » brings them back.
 */
import type { AdminCampaign } from '@qadhya/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from './helpers/admin.ts';
import { expectAccessible, nav, serverNow } from './helpers/admin.ts';
import { tunisWall } from './helpers/campaigns.ts';
import { ownServer } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';

const ADMIN = { email: 'direction@kinds-bo.e2e.qadhya.test', password: 'une longue phrase de passe des genres' };
const own = ownServer('campaign-kinds', ADMIN, { APP_NOW: '2026-11-24T10:00' }, { logWindowErrors: true });
const windows = own.windows;
let secret = '';
let token = '';

beforeAll(async () => {
  ({ secret, token } = await adminApi.enrolByApi(own.baseURL, ADMIN.email, ADMIN.password));
}, 240_000);

describe('back office: a campaign of each kind', () => {
  it('« Promo du jour » hides the game, budget and prizes and is created without a game', async () => {
    const page = await windows.desktop();
    await windows.signIn(page, ADMIN, secret);
    await nav(page, 'Jeux et campagnes');
    await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle campagne' });
    await form.waitFor();
    expect(await form.getByLabel('Jeu', { exact: true }).count()).toBe(1);
    await form.getByLabel('Type de campagne').selectOption({ label: 'Promo du jour' });
    await expect.poll(() => form.getByLabel('Jeu', { exact: true }).count()).toBe(0);
    expect(await form.getByLabel('Budget (DT)').count()).toBe(0);
    expect(await form.getByRole('group', { name: 'Lot 1' }).count()).toBe(0);
    expect(await form.getByTestId('campaign-picture-says').innerText()).toContain('dessin de la campagne Promo du jour');

    const now = await serverNow(own.baseURL);
    await form.getByLabel('Titre (français)').fill('Promo du jour de décembre');
    await form.getByLabel('Début (heure de Tunis)').fill(tunisWall(now));
    await form.getByLabel('Fin (heure de Tunis)').fill(tunisWall(now + 3 * 86_400_000));
    await screenshot(page, 'admin-campaign-kind-offre-du-jour');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.getByRole('heading', { name: 'Promo du jour de décembre', level: 1 }).waitFor();

    const list = await adminApi.api<{ items: AdminCampaign[] }>(own.baseURL, 'GET', '/admin/campaigns?pageSize=50', undefined, token);
    expect(list.items.find((c) => c.title === 'Promo du jour de décembre')).toMatchObject({
      kind: 'offre_du_jour',
      game: null,
      budget: 0,
      prizes: [],
    });

    // The list filters by kind: the promotion under « Promo du jour », not under « Jeu ».
    await nav(page, 'Jeux et campagnes');
    const row = page.getByRole('row').filter({ hasText: 'Promo du jour de décembre' });
    await row.waitFor();
    const kind = page.locator('label', { has: page.locator('.ui-label', { hasText: /^Type$/ }) }).locator('select');
    await kind.selectOption({ label: 'Jeu' });
    await expect.poll(() => row.count()).toBe(0);
    await kind.selectOption({ label: 'Promo du jour' });
    await row.waitFor();
    await expectAccessible(page);
  }, 120_000);
});
