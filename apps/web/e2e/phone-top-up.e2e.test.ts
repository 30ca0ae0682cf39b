import type { AppLinks } from '@qadhya/contracts';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { newPhone, seedLocalStorage, type PhoneContext } from './helpers/browser.ts';
import { fakeCameraVideo, launchWithFakeCamera } from './helpers/fake-camera.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

/**
 * The phone top-up (docs/phone-top-up.md) in Chromium, the fake camera filming a real QR of a
 * recharge receipt: operator → scan → the operator's USSD handed to the dialer as a tel: link.
 * The dialer itself is the OS's: the page's clicks on tel: links are caught (and stopped) in the
 * page, so the test reads exactly the link the phone would have opened.
 */
const baseURL = inject('baseURL');
type Lang = 'fr' | 'ar';

const CODE = '12345678901234';
/** A receipt's QR as the operators print it, and one with the # written %23 after a prefix. */
const OOREDOO_QR = `*100*${CODE}#`;
const PREFIXED_QR = `RECHARGE*${CODE}%23`;
/** A QR with no recharge code in it: the reader keeps looking (cancel and typing tests). */
const NO_CODE_QR = 'https://qadhya.tn/recharge';

/** An Android phone: its user agent and a finger (touch) as the pointer. */
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const PHONE_OPTIONS: BrowserContextOptions = { userAgent: ANDROID_UA };
/** A desktop: wide, a mouse, Chromium's desktop user agent. */
const DESKTOP_OPTIONS: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

const browsers: Browser[] = [];
const phones: PhoneContext[] = [];
let tollFree: string;

beforeAll(async () => {
  const links = (await (await fetch(`${baseURL}/api/v1/app/links`)).json()) as AppLinks;
  tollFree = links.toll_free;
  // Generated once here so that each test only launches Chromium.
  await Promise.all([OOREDOO_QR, PREFIXED_QR, NO_CODE_QR].map((text) => fakeCameraVideo(text, { type: 'qrcode' })));
}, 120_000);

afterAll(async () => {
  const blocked = phones.flatMap((p) => p.guard.blocked);
  for (const p of phones) await p.context.close();
  for (const b of browsers) await b.close();
  expect(blocked, 'requests that left 127.0.0.1').toEqual([]);
});

interface Options {
  /** The QR the fake camera films. */
  qr: string;
  lang?: Lang;
  desktop?: boolean;
}

/**
 * The top-up screen on a device whose camera films `qr`. Every click on a tel: link is recorded in
 * window.__dialled and stopped there (the OS dialer is never asked).
 */
async function topUpScreen({ qr, lang = 'fr', desktop = false }: Options): Promise<Page> {
  const browser = await launchWithFakeCamera(qr, { type: 'qrcode' });
  browsers.push(browser);
  const options = { ...(desktop ? DESKTOP_OPTIONS : PHONE_OPTIONS), ...(lang === 'ar' ? { locale: 'ar-TN' } : {}) };
  const made = await newPhone(browser, baseURL, options);
  phones.push(made);
  const { context } = made;
  if (lang === 'ar') await seedLocalStorage(context, { LANG: 'ar' });
  if (desktop) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    const dialled: string[] = [];
    (window as unknown as { __dialled: string[] }).__dialled = dialled;
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
        if (!link) return;
        dialled.push(link.getAttribute('href') ?? '');
        event.preventDefault();
      },
      true,
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto('/layout/phone-top-up');
  await page.getByTestId('phone-top-up').waitFor();
  await page.getByTestId('top-up-help').waitFor();
  return page;
}

const dialled = (page: Page) => page.evaluate(() => (window as unknown as { __dialled: string[] }).__dialled);

describe('phone top-up', () => {
  it('Ooredoo on a phone: the receipt’s QR read, tel:*100*…%23 dialled at once, the USSD shown; screenshots and axe in French', async () => {
    const page = await topUpScreen({ qr: OOREDOO_QR });
    expect(await page.getByTestId('phone-top-up').getAttribute('data-can-dial')).toBe('true');
    expect(await page.getByRole('list', { name: 'Choisir un opérateur' }).getByRole('button').allTextContents()).toEqual([
      'OoredooScanner le ticket de recharge',
      'Tunisie TelecomScanner le ticket de recharge',
      'OrangeScanner le ticket de recharge',
    ]);
    // The contact line: the chain's toll-free number from the configuration, as a tel: link.
    const help = page.getByTestId('top-up-help-tel');
    expect(await help.getAttribute('href')).toBe(`tel:${tollFree}`);
    const spoken = tollFree.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1 $2 $3');
    expect((await page.getByTestId('top-up-help').innerText()).replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ')).toBe(
      `Un souci avec votre recharge ? Appelez le service client au ${spoken} (appel gratuit).`,
    );
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-fr');
    await expectNoBlockingViolations(page, 'operators fr');

    await page.getByRole('button', { name: /Ooredoo/ }).click();
    await page.getByTestId('top-up-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('top-up-reader-camera').count()).toBe(0);
    await expect.poll(() => dialled(page)).toEqual(['tel:*100*12345678901234%23']);
    expect(await page.getByTestId('top-up-ussd').textContent()).toBe('*100*12345678901234#');
    expect(await page.getByTestId('top-up-dial').getAttribute('href')).toBe('tel:*100*12345678901234%23');
    expect(await page.getByTestId('top-up-dial').textContent()).toBe('Composer le code');
    expect(await page.getByTestId('top-up-result').getByRole('status').textContent()).toBe(
      'Votre téléphone compose ce code : lancez l’appel pour recharger.',
    );
    expect(await page.getByTestId('top-up-copy').count()).toBe(0);
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-result-fr');
    await expectNoBlockingViolations(page, 'result fr');

    // « Nouvelle recharge »: back to the tiles.
    await page.getByTestId('top-up-again').click();
    await page.getByTestId('top-up-operator-tt').waitFor();
  });

  it('Tunisie Telecom: a prefixed receipt (…*code%23) gives tel:*123*…%23', async () => {
    const page = await topUpScreen({ qr: PREFIXED_QR });
    await page.getByTestId('top-up-operator-tt').click();
    await page.getByTestId('top-up-result').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialled(page)).toEqual(['tel:*123*12345678901234%23']);
    expect(await page.getByTestId('top-up-ussd').textContent()).toBe('*123*12345678901234#');
  });

  it('« Saisir le code »: typed by hand (a wrong code first), Orange dials tel:*100*…%23', async () => {
    const page = await topUpScreen({ qr: NO_CODE_QR });
    await page.getByTestId('top-up-operator-orange').click();
    const camera = page.getByTestId('top-up-reader-camera');
    await camera.and(page.locator('[data-camera="live"]')).waitFor();
    expect(await camera.getAttribute('aria-label')).toBe('Scanner le ticket de recharge Orange');
    await page.getByTestId('top-up-reader-manual').click();
    const input = page.getByTestId('top-up-manual-input');
    await input.fill('ABC123');
    await page.getByTestId('top-up-manual-submit').click();
    expect(await page.getByTestId('top-up-manual-error').textContent()).toBe(
      'Code invalide : saisissez les 8 à 20 chiffres de votre ticket de recharge.',
    );
    await input.fill(' 1234 5678 9012 34 ');
    await page.getByTestId('top-up-manual-submit').click();
    await page.getByTestId('top-up-result').waitFor();
    await camera.waitFor({ state: 'detached' });
    await expect.poll(() => dialled(page)).toEqual(['tel:*100*12345678901234%23']);
    expect(await page.getByTestId('top-up-ussd').textContent()).toBe('*100*12345678901234#');
  });

  it('a cancelled scan (close, then Escape) does nothing: the tiles again, no link, no message', async () => {
    const page = await topUpScreen({ qr: NO_CODE_QR });
    const camera = page.getByTestId('top-up-reader-camera');
    const tile = page.getByTestId('top-up-operator-ooredoo');
    await tile.click();
    await camera.and(page.locator('[data-camera="live"]')).waitFor();
    await page.getByTestId('top-up-reader-cancel').click();
    await camera.waitFor({ state: 'detached' });
    await page.getByTestId('top-up-operator-tt').click();
    await camera.and(page.locator('[data-camera="live"]')).waitFor();
    await page.keyboard.press('Escape');
    await camera.waitFor({ state: 'detached' });
    // Focus back on the tile that opened the camera; nothing else on the screen.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('top-up-operator-tt');
    expect(await tile.isVisible()).toBe(true);
    expect(await page.getByTestId('top-up-result').count()).toBe(0);
    expect(await page.getByTestId('top-up-dial').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('a[href^="tel:*"]').count()).toBe(0);
    expect(await dialled(page)).toEqual([]);
  });

  it('on a desktop: no dial, the USSD with a copy button, how to dial it, and its tel: link', async () => {
    const page = await topUpScreen({ qr: OOREDOO_QR, desktop: true });
    expect(await page.getByTestId('phone-top-up').getAttribute('data-can-dial')).toBe('false');
    await page.getByTestId('top-up-operator-ooredoo').click();
    await page.getByTestId('top-up-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('top-up-ussd').textContent()).toBe('*100*12345678901234#');
    expect(await page.getByTestId('top-up-result').getByRole('status').textContent()).toBe(
      'Composez ce code sur le téléphone à recharger, puis appuyez sur la touche d’appel.',
    );
    expect(await page.getByTestId('top-up-dial').getAttribute('href')).toBe('tel:*100*12345678901234%23');
    expect(await dialled(page)).toEqual([]);
    const copy = page.getByTestId('top-up-copy');
    expect(await copy.textContent()).toBe('Copier le code');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Code copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('*100*12345678901234#');
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-desktop-fr');
    await expectNoBlockingViolations(page, 'result on a desktop fr');
    // The link is still there for a desktop that can hand calls to a phone.
    await page.getByTestId('top-up-dial').click();
    expect(await dialled(page)).toEqual(['tel:*100*12345678901234%23']);
  });

  it('in Arabic: right to left, the operators, the reader and the result accessible; screenshots', async () => {
    const page = await topUpScreen({ qr: OOREDOO_QR, lang: 'ar' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('top-up-operator-tt').textContent()).toBe('اتصالات تونسمسح وصل الشحن');
    expect(await page.getByTestId('top-up-help-tel').getAttribute('href')).toBe(`tel:${tollFree}`);
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-ar');
    await expectNoBlockingViolations(page, 'operators ar');
    await page.getByTestId('top-up-operator-ooredoo').click();
    await page.getByTestId('top-up-result').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialled(page)).toEqual(['tel:*100*12345678901234%23']);
    expect(await page.getByTestId('top-up-ussd').textContent()).toBe('*100*12345678901234#');
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-result-ar');
    await expectNoBlockingViolations(page, 'result ar');
  });

  it('the reader in Arabic: live camera with its title and prompt, axe clean, « إدخال الرمز » panel too', async () => {
    const page = await topUpScreen({ qr: NO_CODE_QR, lang: 'ar' });
    await page.getByTestId('top-up-operator-tt').click();
    const camera = page.getByTestId('top-up-reader-camera');
    await camera.and(page.locator('[data-camera="live"]')).waitFor();
    expect(await camera.getAttribute('aria-label')).toBe('مسح وصل شحن اتصالات تونس');
    expect(await page.getByTestId('top-up-reader-prompt').textContent()).toBe('ضع رمز QR أو الرمز الشريطي للوصل داخل منطقة المسح');
    await screenshot(page, 'phone-top-up-reader-ar');
    await expectNoBlockingViolations(page, 'reader ar');
    await page.getByTestId('top-up-reader-manual').click();
    await page.getByTestId('top-up-manual-input').waitFor();
    await animationsDone(page);
    await screenshot(page, 'phone-top-up-manual-ar');
    await expectNoBlockingViolations(page, 'typing panel ar');
  });
});
