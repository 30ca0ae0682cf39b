import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { launchBrowser, newPhone, type PhoneContext, type PhoneOptions } from './browser.ts';
import { fakeCameraArgs } from './fake-camera.ts';

export interface CameraPhones {
  /** A phone whose camera films the video `y4m` (fake-camera.ts): a Chromium of its own, the test's earlier one closed. */
  open(y4m: string, options?: PhoneOptions): Promise<BrowserContext>;
  /** Closes the phone and its Chromium; fails if a request tried to leave 127.0.0.1. */
  close(): Promise<void>;
}

/**
 * Phones with a fake camera: Chromium takes its camera's video at launch, so each phone has a
 * Chromium of its own. Whatever a test left open is closed after it, with the same check.
 */
export function cameraPhones(baseURL: string): CameraPhones {
  let current: { browser: Browser; phone: PhoneContext } | undefined;
  const close = async () => {
    if (!current) return;
    const { browser, phone } = current;
    current = undefined;
    await phone.context.close();
    await browser.close();
    expect(phone.guard.blocked, 'requests that left 127.0.0.1').toEqual([]);
  };
  afterEach(close);
  return {
    async open(y4m, options = {}) {
      await close();
      const browser = await launchBrowser(fakeCameraArgs(y4m));
      current = { browser, phone: await newPhone(browser, baseURL, options) };
      return current.phone.context;
    },
    close,
  };
}
