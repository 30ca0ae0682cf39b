import type { Locator, Page } from 'playwright-core';

/**
 * Resolves once the CSS animations and transitions of the page (or of `target`'s subtree) have
 * finished: what a test used to sleep for (a sheet sliding in, a page turning). Endless ones
 * (spinners, shimmer) are ignored; one that starts when another ends is waited for too. Reading
 * the animations flushes styles, so a transition just triggered by a class change is included.
 */
export async function animationsDone(target: Page | Locator): Promise<void> {
  const settle = async (root: Element | null) => {
    for (let round = 0; round < 20; round++) {
      const running = (root ? root.getAnimations({ subtree: true }) : document.getAnimations()).filter(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
      );
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`: it is over all the same.
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
    throw new Error('animations kept starting');
  };
  if ('goto' in target) await target.evaluate(settle, null);
  else await target.evaluate(settle);
}

/** Resolves once every image of the page that is not lazy has loaded (or failed): screenshots show them. */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
}

/**
 * Playwright's 'networkidle' (no request for 500 ms) for a signed-in page, whose bottom bar keeps
 * the live stream (/api/v1/lists/events) open for good: that stream does not count.
 */
export async function networkQuiet(page: Page, idleMs = 500, timeoutMs = 30_000, pollMs = 100): Promise<void> {
  await page.waitForLoadState('load');
  const counted = (r: { url(): string }) => !r.url().includes('/api/v1/lists/events');
  let inflight = 0;
  let last = Date.now();
  const started = (r: { url(): string }) => {
    if (!counted(r)) return;
    inflight += 1;
    last = Date.now();
  };
  const ended = (r: { url(): string }) => {
    if (!counted(r)) return;
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inflight > 0 || Date.now() - last < idleMs) {
      if (Date.now() > deadline) throw new Error('the network never went quiet');
      // Polls the browser's requests, as Playwright's own 'networkidle' does (docs/testing.md#the-lint-rule).
      await new Promise((r) => setTimeout(r, pollMs));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
