/**
 * Attrape Promo (docs/games.md#the-games) on a server of its own with a campaign whose prize always
 * pays: level 1 played to its end by keyboard, reading where the promo tags fall like a shopper and
 * moving the basket with the arrows → « Niveau réussi ! », the prize, the voucher in Mes vouchers
 * cadeaux; a play by touch (a tap on the lanes, the lane buttons) catching the tags that are not
 * promos until the lives are gone → lost; in Arabic the arrows follow the screen (right to left),
 * with less motion asked for. The page runs on Playwright's clock, stepped frame by frame; the
 * server's clock is kept ahead of the page's so that it measures at least the time played. axe on
 * the board in French and Arabic; screenshots games-attrape-promo-*.
 */
import { attrapeConfig, newAttrape, type PromoTag } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverNow } from './helpers/admin.ts';
import { expectVoucherInWallet, lostPlay, payingGameShopper, wonPrize } from './helpers/campaigns.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { expectAccessiblePaused, pauseClockSoon } from './helpers/page-clock.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';

const ADMIN = { email: 'direction@attrape.e2e.qadhya.test', password: 'une longue phrase de passe attrape promo' };
const APP_NOW = '2026-11-24T10:00';
/** Level 1 (LEVELS.attrape_promo[0]). */
const TARGET = 8;
const LIVES = 3;
const LANES = 3;
/** The page's time moves this much between two looks at the board. */
const STEP_MS = 100;

const own = ownServer('attrape', ADMIN, { APP_NOW });
const shopper = payingGameShopper(own, ADMIN, 'attrape_promo', { name: 'Rim', lastname: 'Mejri', password: 'rim-attrape-1' });

/** A signed-in phone whose page runs on Playwright's clock (installed before the app loads). */
const phone = (lang: Lang = 'fr', options: { reducedMotion?: 'reduce' } = {}): Promise<Page> =>
  own.phone({ lang, as: shopper(), pageClock: true, ...options });

/** Stops the page's time a little ahead of now (a time already passed is refused). */
const pauseClock = pauseClockSoon;

/** Opens the game and starts level 1 by touch; answers once the board is up. */
async function startByTap(page: Page): Promise<void> {
  await page.goto('/layout/attrapePromo');
  await page.getByTestId('level-1').tap({ timeout: 20_000 });
  await page.getByTestId('game-start').tap();
  await page.getByTestId('attrape-board').waitFor();
}

interface SeenTag {
  kind: string;
  lane: number;
  bottom: number;
}

/** What a sighted shopper sees: the tags still falling in the field, lowest (next to land) first, and the basket's lane. */
async function look(page: Page): Promise<{ tags: SeenTag[]; basket: number; ended: string | null; score: number; lives: number }> {
  return page.evaluate(() => {
    const field = document.querySelector('[data-testid="attrape-field"]')!.getBoundingClientRect();
    const tags = [...document.querySelectorAll<HTMLElement>('[data-testid="promo-tag"]:not([data-state])')]
      .map((el) => ({ kind: el.dataset.kind!, lane: Number(el.dataset.lane), bottom: el.getBoundingClientRect().bottom }))
      .filter((t) => t.bottom > field.top)
      .sort((a, b) => b.bottom - a.bottom);
    const board = document.querySelector<HTMLElement>('[data-testid="attrape-board"]')!;
    return {
      tags,
      basket: Number(document.querySelector<HTMLElement>('[data-testid="attrape-basket"]')!.dataset.lane),
      ended: board.dataset.ended ?? null,
      score: Number(document.querySelector<HTMLElement>('[data-testid="attrape-score"]')!.dataset.score),
      lives: Number(document.querySelector<HTMLElement>('[data-testid="attrape-lives"]')!.dataset.lives),
    };
  });
}

/** The lane to be in: under the next tag to land when it is of the `want` kind, out of its lane otherwise. */
function choose(tags: SeenTag[], basket: number, want: 'good' | 'bad'): number {
  const next = tags[0];
  if (!next) return basket;
  if (next.kind === want) return next.lane;
  if (next.lane !== basket) return basket;
  const wanted = tags.find((t) => t.kind === want && t.lane !== next.lane);
  return wanted ? wanted.lane : (next.lane + 1) % LANES;
}

/**
 * Keeps the server's clock ahead of the page's (which Playwright moves faster than the wall
 * clock): the server measures a play between its start and its answer, and believes no more tags
 * caught than have fallen in that time.
 */
async function serverPacer(page: Page) {
  const startedAt = await serverNow(own.baseURL);
  const pageStart = await page.evaluate(() => performance.now());
  return {
    async keepAhead(): Promise<void> {
      const played = (await page.evaluate(() => performance.now())) - pageStart;
      const measured = (await serverNow(own.baseURL)) - startedAt;
      if (measured < played + 2000) await advanceServerClock(own.baseURL, (played + 4000 - measured) / 1000);
    },
  };
}

/**
 * The tags the server dealt this play (from the seed its start answered) and the instant the level
 * ended (the last catch the board reported).
 */
async function playDealt(page: Page): Promise<{ tags: PromoTag[]; endedAt: number }> {
  const isPlays = (path: string) => /^\/api\/v1\/games\/attrape_promo\/plays(\/[^/]+\/result)?$/.test(path);
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && isPlays(new URL(r.url()).pathname) && !r.url().endsWith('/result'),
  );
  const finished = page.waitForRequest((r) => r.method() === 'POST' && isPlays(new URL(r.url()).pathname) && r.url().endsWith('/result'), {
    timeout: 600_000,
  });
  const { seed } = (await (await started).json()) as { seed: number };
  const { log } = (await finished).postDataJSON() as { log: { at_ms: number }[] };
  return { tags: newAttrape(attrapeConfig(1), seed).tags, endedAt: Math.max(0, ...log.map((m) => m.at_ms)) };
}

/** No blocking axe-core violation; the page's clock runs while axe does (the game goes on meanwhile). */
const expectAccessible = expectAccessiblePaused;

describe('Attrape Promo', () => {
  it('by keyboard: the promo tags caught with the arrows, the others avoided → won, the prize, the voucher', async () => {
    const page = await phone();
    await page.goto('/layout/attrapePromo');
    const start = page.getByTestId('game-start');
    await start.waitFor({ timeout: 20_000 });
    await start.focus();
    const dealt = playDealt(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('attrape-board').waitFor();
    const pacer = await serverPacer(page);
    await pauseClock(page);
    // The keyboard lands on the basket, named, in the middle lane.
    const basket = page.getByRole('slider', { name: 'Panier' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('attrape-basket');
    expect(await basket.getAttribute('aria-valuetext')).toBe('Couloir 2 sur 3');
    expect(await page.getByTestId('attrape-hud').getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('attrape-time').textContent()).toContain('30 s');
    // Smooth and quiet: over half a second (30 frames) the tags move by their transform alone, and the
    // live HUD is not rewritten frame by frame.
    await page.evaluate(() => {
      const w = window as unknown as { hudChanges: number };
      w.hudChanges = 0;
      new MutationObserver((list) => {
        w.hudChanges += list.length;
      }).observe(document.querySelector('[data-testid="attrape-hud"]')!, { subtree: true, childList: true, characterData: true });
    });
    await page.clock.runFor(500);
    expect(await page.evaluate(() => (window as unknown as { hudChanges: number }).hudChanges)).toBeLessThanOrEqual(2);
    const styles = await page.getByTestId('promo-tag').evaluateAll((els) => els.map((el) => el.getAttribute('style')));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toMatch(/^transform: translate3d\(0px, -?[\d.]+px, 0px\);$/);

    let seenBad = false;
    let shot = false;
    let steps = 0;
    for (; steps < 400; steps++) {
      const seen = await look(page);
      if (seen.ended) break;
      seenBad ||= seen.tags.some((t) => t.kind === 'bad');
      const lane = choose(seen.tags, seen.basket, 'good');
      for (let moved = seen.basket; moved !== lane;) {
        await page.keyboard.press(lane < moved ? 'ArrowLeft' : 'ArrowRight');
        const now = Number(await basket.getAttribute('data-lane'));
        expect(now).toBe(moved + (lane < moved ? -1 : 1));
        moved = now;
      }
      if (!shot && seen.score >= 2 && seen.tags.length >= 2) {
        shot = true;
        await screenshot(page, 'games-attrape-promo-board-fr');
        // A promo tag says so in words and with its icon, the others too (not only by colour).
        const good = page.locator('[data-testid="promo-tag"][data-kind="good"]').first();
        if ((await good.count()) > 0) expect(await good.textContent()).toMatch(/^Promo/);
      }
      if (steps % 10 === 0) await pacer.keepAhead();
      await page.clock.runFor(STEP_MS);
    }
    const last = await look(page);
    expect(last.ended).toBe('target');
    expect(last.score).toBe(TARGET);
    expect(last.lives).toBe(LIVES);
    // The tags are dealt from the play's seed: when it dealt one that is not a promo before the
    // level ended (almost always; 0.68^n when not), the shopper saw it fall and kept out of its way.
    const { tags, endedAt } = await dealt;
    expect(seenBad).toBe(tags.some((t) => t.kind === 'bad' && t.spawnAt < endedAt - 500));
    expect(shot).toBe(true);
    // Ended early on the target: time was left.
    expect(Number(await page.getByTestId('attrape-time').getAttribute('data-seconds'))).toBeGreaterThan(0);

    await page.clock.resume();
    await wonPrize(page);
    const code = await page.getByTestId('prize-barcode').locator('svg').getAttribute('aria-label');
    expect(code).toBeTruthy();
    await screenshot(page, 'games-attrape-promo-won-fr');
    await page.getByTestId('game-next').waitFor();

    await expectVoucherInWallet(page, code);
  });

  it('by touch: the lanes tapped to catch the tags that are not promos, a life each → lost when none is left', async () => {
    const page = await phone();
    await startByTap(page);
    const pacer = await serverPacer(page);
    await pauseClock(page);
    // A tap on the field moves the basket to the lane under the finger; the lane buttons too.
    const field = page.getByTestId('attrape-field');
    const box = (await field.boundingBox())!;
    await field.tap({ position: { x: 8, y: box.height / 2 } });
    expect(await page.getByTestId('attrape-basket').getAttribute('data-lane')).toBe('0');
    await page.getByTestId('attrape-lane-2').tap();
    expect(await page.getByTestId('attrape-basket').getAttribute('data-lane')).toBe('2');
    expect(await page.getByTestId('attrape-lane-2').getAttribute('aria-pressed')).toBe('true');
    // A drag across the lanes takes the basket along.
    await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    expect(await page.getByTestId('attrape-basket').getAttribute('data-lane')).toBe('1');
    await page.mouse.move(box.x + 8, box.y + box.height / 2, { steps: 4 });
    expect(await page.getByTestId('attrape-basket').getAttribute('data-lane')).toBe('0');
    await page.mouse.up();

    // Every value the lives counter takes, seen in the page (axe lets the game run on meanwhile:
    // two lives may go between two looks).
    await page.evaluate(() => {
      const lives = document.querySelector<HTMLElement>('[data-testid="attrape-lives"]')!;
      const w = window as unknown as { livesShown: number[] };
      w.livesShown = [Number(lives.dataset.lives)];
      new MutationObserver(() => {
        const now = Number(lives.dataset.lives);
        if (now !== w.livesShown.at(-1)) w.livesShown.push(now);
      }).observe(lives, { attributes: true, attributeFilter: ['data-lives'] });
    });
    let steps = 0;
    for (; steps < 400; steps++) {
      const seen = await look(page);
      if (seen.ended) break;
      const lane = choose(seen.tags, seen.basket, 'bad');
      if (lane !== seen.basket) await page.getByTestId(`attrape-lane-${lane}`).tap();
      // axe on the board in play (here, where a tag missed or caught while it runs changes nothing).
      if (steps === 30) await expectAccessible(page, 'board fr');
      if (steps % 10 === 0) await pacer.keepAhead();
      await page.clock.runFor(STEP_MS);
    }
    const last = await look(page);
    expect(last.ended).toBe('lives');
    expect(last.lives).toBe(0);
    // A life each: the counter went down one at a time.
    expect(await page.evaluate(() => (window as unknown as { livesShown: number[] }).livesShown)).toEqual([3, 2, 1, 0]);
    expect(await page.getByTestId('attrape-ended').textContent()).toBe('Plus de vies…');

    await page.clock.resume();
    // Lost, but believed: no « could not be validated ».
    await lostPlay(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'games-attrape-promo-lost-fr');
  });

  it('in Arabic with less motion: right to left, ArrowLeft goes to the lane on the left of the screen, accessible', async () => {
    const page = await phone('ar', { reducedMotion: 'reduce' });
    await startByTap(page);
    const pacer = await serverPacer(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await pauseClock(page);
    const basket = page.getByRole('slider', { name: 'السلة' });
    await basket.focus();
    expect(await basket.getAttribute('data-lane')).toBe('1');
    const x0 = (await basket.boundingBox())!.x;
    await page.keyboard.press('ArrowLeft');
    expect(await basket.getAttribute('data-lane')).toBe('2');
    await page.clock.runFor(200);
    expect((await basket.boundingBox())!.x).toBeLessThan(x0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await basket.getAttribute('data-lane')).toBe('0');
    await page.clock.runFor(200);
    expect((await basket.boundingBox())!.x).toBeGreaterThan(x0);
    await page.keyboard.press('ArrowLeft');

    // Tags fall (in jumps), still caught by the basket in their lane.
    for (let i = 0; i < 25; i++) {
      await page.clock.runFor(STEP_MS);
    }
    const seen = await look(page);
    expect(seen.tags.length).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('attrape-score').textContent()).toContain('النتيجة');
    await screenshot(page, 'games-attrape-promo-board-ar');
    await expectAccessible(page, 'board ar');

    await pacer.keepAhead();
    for (let i = 0; i < 400 && !(await look(page)).ended; i++) {
      const now = await look(page);
      const lane = choose(now.tags, now.basket, 'good');
      if (lane !== now.basket) await page.getByTestId(`attrape-lane-${lane}`).tap();
      if (i % 10 === 0) await pacer.keepAhead();
      await page.clock.runFor(STEP_MS);
    }
    await page.clock.resume();
    const outcome = page.getByTestId('game-outcome');
    await outcome.waitFor();
    // Played like the keyboard shopper, but axe ran meanwhile: won or lost, believed either way.
    expect(await page.getByText('تعذّر اعتماد هذه الجولة.').count()).toBe(0);
    await screenshot(page, 'games-attrape-promo-outcome-ar');
  });
});
