/**
 * The games, campaigns and referral as shoppers meet them (docs/games.md, docs/referral.md): the
 * games screen and 'Me prévenir'; shake_win won by the button and by a shake of the phone, the
 * voucher in the wallet, confetti for 5 s, the friend invitation e-mail, 'Historiques des gains'; the
 * campaigns' real figures; the games popup while a campaign runs, with its picture or its game's
 * drawn one (fr, ar), once a Tunis day, « Jouer » to the game;
 * a friend who signs up from the invitation link, whose first till receipt gives the referrer's bonus.
 */
import type { AdminCampaign, LoyaltyCard, ProductPage, ReferralSummary, StoresResponse } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, readOtp, randomPhone, signInContext, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { api, enrolByApi, startServerWithAdmin, stopServerWithAdmin } from './helpers/admin.ts';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, type PhoneContext, type PhoneOptions } from './helpers/browser.ts';
import { alwaysPaying, createCampaign } from './helpers/campaigns.ts';
import { screenshot } from './helpers/screenshots.ts';
import type { RunningServer } from './helpers/server.ts';

const ADMIN = { email: 'direction@jeux.e2e.qadhya.test', password: 'une longue phrase de passe jeux' };
const APP_NOW = '2026-11-24T10:30';

let server: RunningServer;
let dataDir: string;
let baseURL: string;
let browser: Browser;
let token: string;
let shake: AdminCampaign;
let amira: TestAccount;
const phones: PhoneContext[] = [];

async function phone(
  account: TestAccount | null,
  lang: 'fr' | 'ar' = 'fr',
  extra: Record<string, string> = {},
  options: PhoneOptions = {},
): Promise<Page> {
  const p = await newPhone(browser, baseURL, { ...(lang === 'ar' ? { locale: 'ar-TN' } : {}), ...options });
  phones.push(p);
  if (account) await signInContext(p.context, account, { LANG: lang, ...extra });
  const page = await p.context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

beforeAll(async () => {
  ({ server, dataDir } = await startServerWithAdmin('games', ADMIN, { APP_NOW }));
  baseURL = server.baseURL;
  browser = await launchBrowser();
  ({ token } = await enrolByApi(baseURL, ADMIN.email, ADMIN.password));
  // Two prize lines: 20 DT all day (always drawn), and a 5 DT gift of the 14:00 – 16:00 slot (closed at 10:30).
  const body = await alwaysPaying(baseURL, 'shake_win', { title: 'Shake & Win de novembre', title_ar: 'هزّ واربح نوفمبر' });
  body.prizes.push({
    kind: 'coupon',
    amount_type: 'amount',
    amount: 5_000,
    label: 'Bon de 5 DT',
    label_ar: 'قسيمة 5 دينار',
    valid_days: 7,
    quantity: 10,
    weight: 0,
    slot_start: 14,
    slot_end: 16,
  });
  shake = await createCampaign(baseURL, token, body);
  amira = await signUpViaApi(baseURL, { name: 'Amira', lastname: 'Ben Salah', password: 'amira-jeux-1' });
}, 240_000);

afterAll(async () => {
  for (const p of phones) await p.context.close().catch(() => undefined);
  await browser?.close();
  await stopServerWithAdmin(server, dataDir);
});

describe('the games screen', () => {
  it('lists the available games with the day’s chances, and Trouve l’Intrus announced with Me prévenir', async () => {
    const page = await phone(amira);
    await page.goto('/layout/games');
    const cards = page.locator('[data-testid^="game-card-"]');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await page.getByTestId('game-card-shake_win').innerText()).toContain('Jouez maintenant !');
    expect(await page.getByTestId('game-card-shake_win').getByTestId('game-attempts').innerText()).toContain('2 sur 2');
    expect(await page.getByTestId('game-card-shake_win').innerText()).toContain('Shake & Win de novembre');
    await screenshot(page, 'fr-games-available');
    await expectNoBlockingViolations(page, 'games fr');

    await page.getByTestId('games-tab-upcoming').click();
    const intrus = page.getByTestId('game-card-trouve_intrus');
    await intrus.waitFor();
    expect(await intrus.getByRole('button', { name: 'Bientôt disponible' }).isDisabled()).toBe(true);
    await page.getByTestId('game-notify-trouve_intrus').click();
    await expect.poll(() => page.getByTestId('game-notify-trouve_intrus').innerText()).toContain('Vous serez prévenu');
    const games = (await apiAs(baseURL, amira.token, 'GET', '/games')).body as { games: { key: string; waitlisted: boolean }[] };
    expect(games.games.find((g) => g.key === 'trouve_intrus')!.waitlisted).toBe(true);
    await screenshot(page, 'fr-games-upcoming');
  });
});

describe('shake_win', () => {
  it('the button wins the 20 DT voucher: Félicitations, its barcode and last day, 5 s of confetti, the gains history, the wallet', async () => {
    const page = await phone(amira);
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') });
    await page.goto('/layout/shake_win');
    await page.getByRole('heading', { name: 'Secouez et tentez votre chance !' }).waitFor();
    expect(await page.getByText('Deux tentatives par jour, deux fois plus de raisons de gagner.').count()).toBe(1);
    const slots = page.getByTestId('gift-slot');
    await expect.poll(() => slots.count()).toBe(2);
    expect(await slots.nth(0).getAttribute('data-active')).toBe('true');
    expect(await slots.nth(1).innerText()).toContain('14:00 – 16:00');
    expect(await slots.nth(1).getAttribute('data-active')).toBe('false');

    await page.getByTestId('shake-play').click();
    const prize = page.getByTestId('prize-card');
    await prize.waitFor();
    expect(await prize.innerText()).toContain('Félicitations !');
    expect(await page.getByTestId('prize-amount').innerText()).toContain('20');
    expect(await page.getByTestId('prize-valid').innerText()).toMatch(/^Valide jusqu’à \d\d\/\d\d\/2026$/);
    expect(await page.getByTestId('prize-barcode').getAttribute('data-valid')).toBe('true');
    expect(await page.getByTestId('confetti').count()).toBe(1);
    await expect.poll(() => page.getByTestId('game-attempts').innerText()).toContain('1 sur 2');
    await expect.poll(() => page.getByTestId('win-item').count()).toBe(1);
    await screenshot(page, 'fr-shake-win-won');
    await expectNoBlockingViolations(page, 'shake_win won fr');
    await page.clock.runFor(5_100);
    expect(await page.getByTestId('confetti').count()).toBe(0);

    // The friend invitation: the spec's messages, then a real e-mail in the development outbox.
    await page.getByTestId('invite-send').click();
    expect(await page.getByTestId('invite-error').innerText()).toBe("L'email est requis.");
    await page.getByTestId('invite-email').fill('pas-un-email');
    expect(await page.getByTestId('invite-error').innerText()).toBe("Format d'email invalide.");
    await page.getByTestId('invite-email').fill('ami.jeux@exemple.tn');
    await page.getByTestId('invite-send').click();
    await expect.poll(() => page.getByTestId('toast').allInnerTexts()).toContainEqual(expect.stringContaining('Invitation envoyée !'));
    const mails = (await (await fetch(`${baseURL}/api/dev/emails?to=ami.jeux@exemple.tn`)).json()) as {
      items: { subject: string; text: string }[];
    };
    expect(mails.items.map((m) => m.subject)).toEqual(['Amira vous invite sur Qadhya']);
    expect(mails.items[0]!.text).toMatch(/\/login\?ref=[A-Z2-9]{8}/);

    // The voucher is in the wallet.
    await page.goto('/layout/my-gift-vouchers');
    await expect.poll(() => page.locator('body').innerText()).toContain('Bon de 20 DT');
  });

  it('a shake of the phone plays the second chance; then no chance is left today', async () => {
    const page = await phone(amira);
    await page.context().grantPermissions(['accelerometer', 'gyroscope']);
    await page.goto('/layout/shake_win');
    await expect.poll(() => page.getByTestId('game-attempts').innerText()).toContain('1 sur 2');
    // Where the browser asks before giving the motion sensor, the shopper allows it with a tap.
    if (await page.getByTestId('shake-motion').count()) {
      await page.getByTestId('shake-motion').click();
      await expect.poll(() => page.getByTestId('shake-motion').count()).toBe(0);
    }
    await page.evaluate(() => {
      const jolt = (x: number) =>
        window.dispatchEvent(new DeviceMotionEvent('devicemotion', { accelerationIncludingGravity: { x, y: 9.8, z: 0 } }));
      for (const x of [0, 20, 0, 20]) jolt(x);
    });
    await page.getByTestId('prize-card').waitFor();
    await expect.poll(() => page.getByTestId('shake-no-attempts').count()).toBe(1);
    expect(await page.getByTestId('shake-no-attempts').innerText()).toBe('Plus de tentative aujourd’hui : revenez demain !');
    await expect.poll(() => page.getByTestId('win-item').count()).toBe(2);
  });

  it('in Arabic, right to left, accessible', async () => {
    const karim = await signUpViaApi(baseURL, { name: 'Karim', lastname: 'Jaziri', password: 'karim-jeux-1' });
    const page = await phone(karim, 'ar');
    await page.goto('/layout/shake_win');
    await page.getByTestId('gift-slot').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('game-attempts').innerText()).toContain(`${formatNumber(2, 'ar')} من ${formatNumber(2, 'ar')}`);
    await screenshot(page, 'ar-shake-win');
    await expectNoBlockingViolations(page, 'shake_win ar');
    await page.goto('/layout/games');
    await page.getByTestId('game-card-tap_match').waitFor();
    await screenshot(page, 'ar-games');
    await expectNoBlockingViolations(page, 'games ar');
  });
});

describe('campaigns and the popup', () => {
  it('campagnes shows the campaign Active with the figures of the plays', async () => {
    const page = await phone(null);
    await page.goto('/layout/campagnes');
    const card = page.getByTestId('campaign-card').first();
    await card.waitFor();
    expect(await card.getByTestId('campaign-status').innerText()).toBe('Active');
    // The views reach the server from the earlier pages' tracker queues: on an idle timer, or a beacon
    // as a page goes. Each earlier phone leaves its page; then the figures are read again until the
    // screen shows the server's count, with Amira's and Karim's openings in it (how many of Amira's
    // first page, whose clock stood still, made it depends on whether its queue loaded in time).
    for (const p of phones)
      for (const other of p.context.pages()) if (other !== page) await other.goto('about:blank').catch(() => undefined);
    const viewsNow = async () => (await api<AdminCampaign>(baseURL, 'GET', `/admin/campaigns/${shake.id}`, undefined, token)).stats.views;
    let views = 0;
    await expect
      .poll(
        async () => {
          views = await viewsNow();
          await page.reload();
          await card.waitFor();
          return views >= 2 && new RegExp(`Vues\\s*${views}\\b`).test(await card.innerText()) && (await viewsNow()) === views;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const text = await card.innerText();
    // Amira played twice and won twice; Karim only opened the game.
    expect(text).toMatch(/Participants\s*1/);
    expect(text).toMatch(/Gagnants\s*1/);
    expect(text).toMatch(/Lots gagnés\s*2/);
    // For shoppers: « Jouer » to the game, no budget, never an empty picture block (issue 33).
    expect(text).not.toContain('Budget');
    expect(await card.getByTestId('campaign-play').innerText()).toBe('Jouer');
    const cards = page.getByTestId('campaign-card');
    for (let i = 0; i < (await cards.count()); i++) {
      // One picture each: its own, or its game's drawn one (named for screen readers), never a blank block.
      const img = cards.nth(i).locator('img');
      expect(await img.count(), `picture of campaign ${i}`).toBe(1);
      if ((await img.getAttribute('data-testid')) === 'campaign-drawn-picture') {
        expect(await img.getAttribute('src')).toMatch(/^\/api\/v1\/media\/games\/[a-z_]+\/[\d-]+\.svg$/);
        expect(await img.getAttribute('alt')).toMatch(/^Dessin du jeu /);
      }
    }
    await screenshot(page, 'fr-campagnes');
    await expectNoBlockingViolations(page, 'campagnes fr');
    await card.getByTestId('campaign-play').click();
    await page.waitForURL(/\/layout\/shake_win$/);
  });

  it('the popup shows a campaign without a picture with its game’s drawn one, closes, and stays closed that day (fr)', async () => {
    const sami = await signUpViaApi(baseURL, { name: 'Sami', lastname: 'Trabelsi', password: 'sami-jeux-popup-1' });
    const page = await phone(sami, 'fr', {}, { gamesPopup: true });
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') });
    await page.goto('/layout');
    await page.clock.runFor(2_000);
    const popup = page.getByTestId('games-popup');
    await popup.waitFor();
    const picture = await showDrawnSlide(page);
    expect(await picture.getAttribute('alt')).toMatch(/^Dessin du jeu (Shake & Win|Tap & Match)$/);
    await screenshot(page, 'fr-games-popup-drawn');
    await expectNoBlockingViolations(page, 'games popup with a drawn picture fr');
    await page.getByTestId('games-popup-close').click();
    await expect.poll(() => popup.count()).toBe(0);
    // The same Tunis day, home again: no popup.
    await page.reload();
    await page.clock.runFor(2_000);
    await page.getByTestId('home').waitFor();
    expect(await popup.count()).toBe(0);
  });

  it('in Arabic the drawn picture is named in Arabic, and « العب » from the popup plays the game', async () => {
    const lina = await signUpViaApi(baseURL, { name: 'Lina', lastname: 'Gharbi', password: 'lina-jeux-popup-1' });
    const page = await phone(lina, 'ar', {}, { gamesPopup: true });
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') });
    await page.goto('/layout');
    await page.clock.runFor(2_000);
    await page.getByTestId('games-popup').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const picture = await showDrawnSlide(page, 'shake_win');
    expect(await picture.getAttribute('alt')).toBe('رسم لعبة هزّ واربح');
    await screenshot(page, 'ar-games-popup-drawn');
    await expectNoBlockingViolations(page, 'games popup with a drawn picture ar');
    await page.getByTestId('games-popup-play').click();
    await page.waitForURL(/\/layout\/shake_win$/);
    expect(await page.getByTestId('games-popup').count()).toBe(0);
    await page.getByTestId('shake-play').click();
    await page.getByTestId('prize-card').waitFor();
  });

  it('the popup shows a campaign’s own picture once it has one', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e30613' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('IMAGE', new Blob([png], { type: 'image/png' }), 'shake.png');
    const up = await fetch(`${baseURL}/api/v1/admin/campaigns/${shake.id}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(200);
    const { image } = (await up.json()) as { image: string };
    const page = await phone(amira, 'fr', {}, { gamesPopup: true });
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') });
    await page.goto('/layout');
    await page.clock.runFor(2_000);
    await page.getByTestId('games-popup').waitFor();
    const picture = await showSlide(page, (key, isDefault) => key === 'shake_win' && !isDefault);
    expect(await picture.getAttribute('src')).toBe(image);
    expect(await picture.getAttribute('alt')).toBe('');
    await screenshot(page, 'fr-games-popup');
    await expectNoBlockingViolations(page, 'games popup');
    await page.getByTestId('games-popup-play').click();
    await page.waitForURL(/\/layout\/shake_win$/);
  });
});

/**
 * Pauses the popup's carousel and goes through its dots to the first slide that `wanted` accepts;
 * answers that slide's picture, loaded (not a broken image).
 */
async function showSlide(page: Page, wanted: (key: string, isDefault: boolean) => boolean): Promise<Locator> {
  const picture = page.getByTestId('games-popup-image');
  const dots = page.getByTestId('games-popup').locator('button[aria-current]');
  const count = Math.max(1, await dots.count());
  if (count > 1) await page.getByTestId('games-popup-pause').click();
  for (let i = 0; i < count; i++) {
    if (count > 1) await dots.nth(i).click();
    const key = (await page.getByTestId('games-popup-slide').getAttribute('data-key'))!;
    if (wanted(key, (await picture.getAttribute('data-default')) === 'true')) {
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      return picture;
    }
  }
  throw new Error('no such slide in the games popup');
}

/** The first slide showing a game's drawn picture (of `key` when given), its src the server's drawing of that game. */
async function showDrawnSlide(page: Page, key?: string): Promise<Locator> {
  const picture = await showSlide(page, (k, isDefault) => isDefault && (!key || k === key));
  const shown = (await page.getByTestId('games-popup-slide').getAttribute('data-key'))!;
  expect(await picture.getAttribute('src')).toMatch(new RegExp(`^/api/v1/media/games/${shown}/[\\d-]+\\.svg$`));
  return picture;
}

describe('referral', () => {
  it('a friend signs up from the invitation link; their first till receipt gives the referrer’s bonus', async () => {
    const hela = await signUpViaApi(baseURL, { name: 'Hela', lastname: 'Mansour', password: 'hela-jeux-1' });
    const page = await phone(hela);
    await page.goto('/layout/parrainage');
    await page.getByTestId('referral-invite').click();
    const link = await page.getByTestId('share-link').innerText();
    expect(link).toMatch(/\/login\?ref=[A-Z2-9]{8}$/);
    await page.getByTestId('share-copy').click();
    await expect.poll(async () => (await page.getByTestId('referral-invited').innerText()).replace(/\s+/g, ' ')).toContain('1');
    await page.keyboard.press('Escape');
    await screenshot(page, 'fr-parrainage');
    await expectNoBlockingViolations(page, 'parrainage fr');

    // The friend opens the link on their phone and signs up with an SMS code.
    const number = randomPhone();
    const friend = await phone(null, 'fr', {});
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await friend.getByTestId('intro-create-password').click();
    await friend.getByTestId('input-phone').fill(number);
    await friend.getByTestId('send-code').click();
    await friend.getByTestId('code-box').first().click();
    for (const digit of await readOtp(baseURL, number)) await friend.keyboard.type(digit);
    await friend.getByTestId('login-step-client').waitFor();
    const summary = async () => (await apiAs(baseURL, hela.token, 'GET', '/referral')).body as ReferralSummary;
    await expect.poll(async () => (await summary()).downloaded).toBe(1);
    const friendToken = (await friend.evaluate(() => localStorage.getItem('token')))!;

    // Their first purchase of 20 DT or more, posted by a till with their card.
    const card = (await apiAs(baseURL, friendToken, 'GET', '/wallet/card')).body as LoyaltyCard;
    const { key } = await api<{ key: string }>(
      baseURL,
      'POST',
      '/admin/api-keys',
      { name: 'Caisse jeux', scopes: ['receipts:write'], stores: [] },
      token,
    );
    const stores = (await (await fetch(`${baseURL}/api/v1/stores`)).json()) as StoresResponse;
    const product = ((await (await fetch(`${baseURL}/api/v1/products?pageSize=1`)).json()) as ProductPage).items[0]!;
    const quantity = Math.ceil(25_000 / product.price);
    const posted = await fetch(`${baseURL}/api/v1/integrations/receipts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({
        receipt_id: 'E2E-PARRAINAGE-1',
        store: stores.items[0]!.magasin_code,
        purchased_at: '2026-11-24T10:00:00+01:00',
        card_number: card.card_number,
        lines: [{ sku: product.sku, quantity, unit_price: product.price, discount: 0, total: quantity * product.price }],
        total: quantity * product.price,
        offer_codes: [],
        payment: 'card',
      }),
    });
    expect(posted.status, await posted.text()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('referral-bonus').innerText()).toContain('5');
    expect(await page.getByTestId('referral-downloaded').innerText()).toContain('1');
    expect(await page.getByTestId('referral-friend').innerText()).toContain('Bonus reçu');
  });
});
