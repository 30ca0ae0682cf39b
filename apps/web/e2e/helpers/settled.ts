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
