import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './settled.ts';

/** Page object of the app shell: bottom bar, header, overlay menu. */
export class ShellPage {
  readonly bottomBar: Locator;
  readonly bottomBarItems: Locator;
  readonly header: Locator;
  readonly headerTitle: Locator;
  readonly menu: Locator;
  readonly menuHandle: Locator;
  readonly menuLinks: Locator;

  constructor(readonly page: Page) {
    this.bottomBar = page.getByTestId('bottom-bar');
    this.bottomBarItems = page.getByTestId('bottom-bar-item');
    this.header = page.getByTestId('page-header');
    this.headerTitle = page.getByTestId('header-title');
    this.menu = page.getByTestId('overlay-menu');
    this.menuHandle = page.getByTestId('overlay-menu-handle');
    this.menuLinks = page.getByTestId('menu-link');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.bottomBar.or(this.header).first().waitFor();
  }

  async openMenu(): Promise<void> {
    await this.page.getByTestId('menu-button').click();
    await this.menu.and(this.page.locator('[data-state="open"]')).waitFor();
    await animationsDone(this.menu); // the opening slide
  }

  /** Drags the menu's handle down by `dy` px with the mouse, then releases it. */
  async dragMenuHandle(dy: number): Promise<void> {
    const box = await this.menuHandle.boundingBox();
    if (!box) throw new Error('menu handle not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + dy, { steps: 12 });
    await this.page.mouse.up();
  }

  /** The same drag with a finger (CDP touch events, which the page sees as pointer events). */
  async swipeMenuHandle(dy: number): Promise<void> {
    const box = await this.menuHandle.boundingBox();
    if (!box) throw new Error('menu handle not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 12; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / 12 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  dir(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.dir);
  }
}
