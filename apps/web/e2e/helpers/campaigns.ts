/**
 * Campaigns in the games' browser tests (docs/games.md#back-office): made by marketing through the
 * back office's API on a server of startServerWithAdmin, around the server's own "now".
 */
import type { AdminCampaign, CampaignInput, GameKey } from '@qadhya/contracts';
import { tunisParts } from '@qadhya/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { signUpViaApi, type NewAccount, type TestAccount } from './accounts.ts';
import { api, enrolByApi, serverNow, type StaffLogin } from './admin.ts';

/** A Tunis wall time 'YYYY-MM-DDTHH:mm' of an instant. */
export function tunisWall(at: number): string {
  const p = tunisParts(new Date(at));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** A campaign of `game` running from a day before the server's now to a week after, whose one prize always pays (a 20 DT voucher). */
export async function alwaysPaying(baseURL: string, game: GameKey, over: Partial<CampaignInput> = {}): Promise<CampaignInput> {
  const now = await serverNow(baseURL);
  return {
    game,
    title: `Campagne ${game}`,
    title_ar: `حملة ${game}`,
    description: 'Une campagne de test qui paie à chaque chance.',
    description_ar: 'حملة تجريبية تدفع في كلّ فرصة.',
    starts_at: tunisWall(now - 86_400_000),
    ends_at: tunisWall(now + 7 * 86_400_000),
    budget: 1_000_000,
    prizes: [
      {
        kind: 'voucher',
        amount_type: 'amount',
        amount: 20_000,
        label: 'Bon de 20 DT',
        label_ar: 'قسيمة 20 دينار',
        valid_days: 30,
        quantity: 100,
        weight: 10_000,
      },
    ],
    ...over,
  };
}

/** POST /admin/campaigns with a staff token (admin or marketing). */
export const createCampaign = (baseURL: string, token: string, body: CampaignInput) =>
  api<AdminCampaign>(baseURL, 'POST', '/admin/campaigns', body, token);

/** The first admin enrols (API) and starts an alwaysPaying campaign of `game`. */
export async function payingCampaign(baseURL: string, admin: StaffLogin, game: GameKey): Promise<AdminCampaign> {
  const { token } = await enrolByApi(baseURL, admin.email, admin.password);
  return createCampaign(baseURL, token, await alwaysPaying(baseURL, game));
}

/**
 * The set-up of a game's browser file on a server of its own (call it after ownServer): before its
 * tests, a payingCampaign of `game` and a shopper signed up through the API. Read the shopper inside
 * tests only.
 */
export function payingGameShopper(
  own: { readonly baseURL: string },
  admin: StaffLogin,
  game: GameKey,
  account: NewAccount,
): () => TestAccount {
  let shopper: TestAccount | undefined;
  beforeAll(async () => {
    await payingCampaign(own.baseURL, admin, game);
    shopper = await signUpViaApi(own.baseURL, account);
  }, 240_000);
  return () => {
    if (!shopper) throw new Error('payingGameShopper: the shopper is made in beforeAll; read it inside tests');
    return shopper;
  };
}

/** Waits for the play's outcome, won or lost as `won` says, and its title. */
async function playOutcome(page: Page, won: boolean): Promise<void> {
  const outcome = page.getByTestId('game-outcome');
  await outcome.waitFor();
  expect(await outcome.getAttribute('data-won')).toBe(String(won));
  await page.getByText(won ? 'Niveau réussi !' : 'Perdu… retentez votre chance !').waitFor();
}

/** Waits for a won play's outcome: « Niveau réussi ! » and the prize card of a 20 DT voucher, returned. */
export async function wonPrize(page: Page): Promise<Locator> {
  await playOutcome(page, true);
  const prize = page.getByTestId('prize-card');
  await prize.waitFor();
  expect(await page.getByTestId('prize-amount').textContent()).toContain('20');
  return prize;
}

/** Waits for a lost play's outcome: « Perdu… », believed (not « could not be validated »), no prize card. */
export async function lostPlay(page: Page): Promise<void> {
  await playOutcome(page, false);
  expect(await page.getByText('Cette partie n’a pas pu être validée.').count()).toBe(0);
  expect(await page.getByTestId('prize-card').count()).toBe(0);
}

/** Opens my-gift-vouchers: the voucher of `code` is there, an active 20 DT voucher. */
export async function expectVoucherInWallet(page: Page, code: string | null): Promise<void> {
  await page.goto('/layout/my-gift-vouchers');
  const voucher = page.locator(`[data-testid="offer-card"][data-code="${code}"]`);
  await voucher.waitFor();
  expect(await voucher.getAttribute('data-kind')).toBe('voucher');
  expect(await voucher.getAttribute('data-status')).toBe('active');
  expect(await voucher.textContent()).toContain('Bon de 20 DT');
}
