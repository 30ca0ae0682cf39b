/**
 * Tap & Match (docs/games.md#the-games) on a server of its own with a tap_match campaign that pays
 * every chance: level 1 (dealt by the server) played to its end by keyboard alone, the way a player
 * does it (cards turned and remembered by their spoken names: the page says nothing of a face-down
 * card; the server replays the board's log of turns), « Niveau réussi ! » and the prize, then the voucher in my-gift-vouchers; a play by touch lost when the time
 * runs out (the page's clock moved by Playwright, the server's by its dev clock); the arrow keys in
 * Arabic going the way they point; axe on the board in French and Arabic; screenshots
 * tap-match-<state>-<fr|ar>.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { lostPlay, payingGameShopper, wonPrize } from './helpers/campaigns.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { pauseClockSoon } from './helpers/page-clock.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';

const ADMIN = { email: 'direction@jeux-paires.e2e.qadhya.test', password: 'une longue phrase de passe paires' };
const APP_NOW = '2026-11-24T10:00';

const own = ownServer('tap-match', ADMIN, { APP_NOW });
const shopper = payingGameShopper(own, ADMIN, 'tap_match', { name: 'Yasmine', lastname: 'Jaziri', password: 'yasmine-paires-1' });

/** The game's screen with the page's clock in Playwright's hands, up to its « Jouer » button. */
async function openGame(lang: Lang = 'fr'): Promise<Page> {
  const page = await own.phone({ lang, as: shopper(), pageClock: true });
  await page.goto('/layout/tapMatch');
  await page.getByTestId('game-start').waitFor();
  return page;
}

const cards = (page: Page): Locator => page.getByTestId('tap-match-card');

/** The index of the card that has the focus (-1: none). */
const focusedCard = (page: Page): Promise<number> =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="tap-match-card"]')].indexOf(document.activeElement as Element));

/** Cards in the first row: the grid's columns, as the screen shows them. */
async function columnsOf(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

const FACE_DOWN = { fr: /^Carte \d+$/, ar: /^البطاقة \d+$/ };
/**
 * A person's pace between two cards: the rules ignore a turn within MIN_MOVE_MS (250 ms) of the
 * last, and the server replays the board's log with them (docs/games.md#fairness). The page's
 * clock is moved this much before each turn, since Playwright presses faster than a person.
 */
const TURN_GAP_MS = 300;

/**
 * A player at the keyboard: moves the focus with the arrow keys to a card, turns it with Enter or
 * Space, and hears its name.
 */
function keyboardPlayer(page: Page, columns: number, lang: Lang) {
  let presses = 0;
  async function focus(target: number): Promise<void> {
    let at = await focusedCard(page);
    expect(at).toBeGreaterThanOrEqual(0);
    while (at !== target) {
      const rows = Math.floor(target / columns) - Math.floor(at / columns);
      const forward = target > at;
      const key = rows > 0 ? 'ArrowDown' : rows < 0 ? 'ArrowUp' : forward === (lang === 'fr') ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(key);
      const next = await focusedCard(page);
      expect(next, `${key} from card ${at + 1}`).not.toBe(at);
      at = next;
    }
  }
  async function turn(target: number): Promise<string> {
    await focus(target);
    await page.clock.runFor(TURN_GAP_MS);
    await page.keyboard.press(presses++ % 2 === 0 ? 'Enter' : 'Space');
    const card = cards(page).nth(target);
    await expect.poll(() => card.getAttribute('aria-label')).not.toMatch(FACE_DOWN[lang]);
    return (await card.getAttribute('aria-label'))!;
  }
  return { focus, turn };
}

describe('Tap & Match', () => {
  it('level 1 played to its end by keyboard: « Niveau réussi ! », the prize, and the voucher in my-gift-vouchers', async () => {
    const page = await openGame();
    await page.getByTestId('game-start').focus();
    await page.keyboard.press('Enter');
    const board = page.getByTestId('tap-match-board');
    await board.waitFor();
    // The server measures the play from its start: its clock moves 20 s on, as a person would take.
    await advanceServerClock(own.baseURL, 20);

    expect(await cards(page).count()).toBe(8);
    // Every card face down, named by its place only, and no picture in the page.
    expect(await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(
      Array.from({ length: 8 }, (_, i) => `Carte ${i + 1}`),
    );
    expect(await page.getByTestId('tap-match-grid').locator('img').count()).toBe(0);
    // The first card has the focus; it alone is in the tab order.
    await expect.poll(() => focusedCard(page)).toBe(0);
    expect(await page.getByTestId('tap-match-grid').locator('[tabindex="0"]').count()).toBe(1);
    expect(await page.getByTestId('tap-match-time').textContent()).toMatch(/^(60|59) s$/);
    expect(await page.getByTestId('tap-match-score').textContent()).toBe('Score : 0');

    const columns = await columnsOf(page);
    expect(columns).toBe(4);
    const player = keyboardPlayer(page, columns, 'fr');

    // ArrowRight goes right in French.
    await page.keyboard.press('ArrowRight');
    expect(await focusedCard(page)).toBe(1);
    const [x0, x1] = [(await cards(page).nth(0).boundingBox())!.x, (await cards(page).nth(1).boundingBox())!.x];
    expect(x1).toBeGreaterThan(x0);

    // Play from memory: names seen and not yet paired, by place.
    const seen = new Map<number, string>();
    const found = new Set<number>();
    let moves = 0;
    let screenshotTaken = false;
    const pairUp = async (a: number, b: number, name: string) => {
      found.add(a).add(b);
      seen.delete(a);
      seen.delete(b);
      if (found.size === 8) {
        // The last pair: the board gives way to the result as soon as the server has the play (its
        // prize is checked below), so the page is read in one go: the last words, or no board any more.
        const lastWords = () => page.evaluate(() => document.querySelector('[data-testid="tap-match-event"]')?.textContent ?? 'no board');
        await expect.poll(lastWords).toMatch(/^(Toutes les paires sont trouvées !|no board)$/);
        return;
      }
      await expect.poll(() => cards(page).nth(b).getAttribute('aria-disabled')).toBe('true');
      expect(await cards(page).nth(a).getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByTestId('tap-match-event').textContent()).toBe(`Paire trouvée : ${name}`);
      expect(await page.getByTestId('tap-match-score').textContent()).toBe(`Score : ${found.size / 2}`);
    };
    const waitTurnedBack = async (...positions: number[]) => {
      // A miss turns back after 700 ms of the page's clock, and keeps its pictures while it turns
      // (320 ms): then face-down cards hold no picture again.
      await page.clock.runFor(700);
      for (const p of positions) await expect.poll(() => cards(page).nth(p).getAttribute('aria-label')).toBe(`Carte ${p + 1}`);
      await page.clock.runFor(400);
      await expect.poll(() => page.getByTestId('tap-match-grid').locator('img').count()).toBe(found.size);
    };
    const partnerOf = (pos: number, name: string) => [...seen].find(([p, n]) => n === name && p !== pos)?.[0];

    while (found.size < 8) {
      const known = [...seen].find(([p, n]) => partnerOf(p, n) !== undefined);
      if (known) {
        const [a, name] = known;
        const b = partnerOf(a, name)!;
        await player.turn(a);
        await player.turn(b);
        moves++;
        await pairUp(a, b, name);
        continue;
      }
      const a = [...Array(8).keys()].find((p) => !found.has(p) && !seen.has(p))!;
      const nameA = await player.turn(a);
      // One card up: its picture, and only its, is in the page now.
      expect(await page.getByTestId('tap-match-grid').locator('img').count()).toBe(found.size + 1);
      const partner = partnerOf(a, nameA);
      if (partner !== undefined) {
        await player.turn(partner);
        moves++;
        await pairUp(a, partner, nameA);
        continue;
      }
      seen.set(a, nameA);
      const b = [...Array(8).keys()].find((p) => !found.has(p) && !seen.has(p))!;
      const nameB = await player.turn(b);
      moves++;
      if (nameB === nameA) {
        await pairUp(a, b, nameA);
        continue;
      }
      seen.set(b, nameB);
      expect(await page.getByTestId('tap-match-event').textContent()).toBe(`Pas une paire : ${nameA} et ${nameB}`);
      if (!screenshotTaken) {
        screenshotTaken = true;
        await screenshot(page, 'tap-match-board-fr');
        await expectNoBlockingViolations(page, 'board fr, a miss face up');
      }
      await waitTurnedBack(a, b);
    }
    expect(moves).toBeGreaterThanOrEqual(4);
    expect(moves).toBeLessThanOrEqual(8);

    const prize = await wonPrize(page);
    // The next level is open now.
    await page.getByTestId('game-next').waitFor();
    await page.clock.runFor(6000); // the confetti end
    await screenshot(page, 'tap-match-won-fr');
    await expectNoBlockingViolations(page, 'won fr');

    await prize.getByRole('link', { name: 'Voir mes bons' }).click();
    await page.waitForURL('**/layout/my-gift-vouchers');
    const voucher = page.getByTestId('offer-card').filter({ hasText: 'Bon de 20 DT' });
    await voucher.waitFor();
    expect(await voucher.getAttribute('data-kind')).toBe('voucher');
    expect(await voucher.getAttribute('data-status')).toBe('active');
  });

  it('played by touch, the level is lost when the time runs out', async () => {
    const page = await openGame();
    // Level 2 is open now (level 1 was won): level 1 is chosen again.
    await page.getByTestId('level-1').tap();
    expect(await page.getByTestId('level-1').getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('game-start').tap();
    await page.getByTestId('tap-match-board').waitFor();
    // From here the page's time moves only as the test moves it (however slow the machine).
    await pauseClockSoon(page);
    const shown = async () => Number((await page.getByTestId('tap-match-time').textContent())!.match(/^(\d+) s$/)![1]);
    const atPause = await shown();
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    await first.tap();
    await expect.poll(() => first.getAttribute('aria-label')).not.toMatch(FACE_DOWN.fr);
    await page.clock.runFor(TURN_GAP_MS);
    await second.tap();
    await expect.poll(() => second.getAttribute('aria-label')).not.toMatch(FACE_DOWN.fr);
    // A miss turns back after 700 ms of the page’s clock; a pair found (by luck) stays.
    const paired = (await first.getAttribute('aria-disabled')) === 'true';
    await page.clock.runFor(800);
    if (!paired) await expect.poll(() => first.getAttribute('aria-label')).toBe('Carte 1');

    // The time shown counts down with the page's clock: 31.1 s moved since the pause (whole
    // seconds rounded up: 31 or 32 fewer), then 20 s more.
    await page.clock.runFor(30_000);
    await expect.poll(async () => atPause - (await shown())).toBeGreaterThanOrEqual(31);
    const later = await shown();
    expect(atPause - later).toBeLessThanOrEqual(32);
    expect(later).toBeGreaterThan(20);
    // The live region says the time every 10 s, not every second.
    expect(await page.getByTestId('tap-match-status').textContent()).toMatch(/Temps restant : 30 secondes/);
    await page.clock.runFor(20_000);
    await expect.poll(() => shown()).toBe(later - 20);
    await screenshot(page, 'tap-match-low-time-fr');

    await advanceServerClock(own.baseURL, 60);
    await page.clock.runFor(11_000);
    // Lost in time, not refused as implausible.
    await lostPlay(page);
    await screenshot(page, 'tap-match-lost-fr');
  });

  it('in Arabic: cards named in Arabic, ArrowRight goes right, no serious axe violation; no flip with reduced motion', async () => {
    const page = await openGame('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByTestId('level-1').click();
    await page.getByTestId('game-start').click();
    await page.getByTestId('tap-match-board').waitFor();
    await expect.poll(() => focusedCard(page)).toBe(0);
    expect(await cards(page).nth(0).getAttribute('aria-label')).toBe('البطاقة 1');
    // The first card is on the right; ArrowLeft goes to the second, on its left, ArrowRight back.
    const x = async (i: number) => (await cards(page).nth(i).boundingBox())!.x;
    expect(await x(1)).toBeLessThan(await x(0));
    await page.keyboard.press('ArrowLeft');
    expect(await focusedCard(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await focusedCard(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await focusedCard(page)).toBe(4);
    const player = keyboardPlayer(page, await columnsOf(page), 'ar');
    const name = await player.turn(5);
    expect(name).not.toMatch(FACE_DOWN.ar);
    expect(await page.getByTestId('tap-match-score').textContent()).toBe('النتيجة: 0');
    await expectNoBlockingViolations(page, 'board ar');
    await screenshot(page, 'tap-match-board-ar');

    // The flip is a transform transition, dropped when the phone asks for reduced motion.
    const inner = cards(page).nth(0).locator('span').first();
    const transition = () => inner.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration]);
    expect(await transition()).toEqual(['transform', '0.32s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // (The app's base style may leave a 1 ms transition: no visible flip either way.)
    expect(parseFloat((await transition())[1]!)).toBeLessThan(0.01);
  });
});
