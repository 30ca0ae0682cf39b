/**
 * The back office's e2e helpers (admin.e2e, admin-catalogues.e2e, admin-content.e2e): the server's
 * clock, TOTP codes at that clock, the JSON API, enrolment through the API, a server of its own with
 * a first admin, desktop windows with the network guard on, sign-in through the page, the sidebar.
 * docs/back-office.md#the-back-office-app
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations } from './axe.ts';
import { newPhone, type PhoneContext } from './browser.ts';
import { guardNetwork } from './network-guard.ts';
import { advanceServerClock } from './server-clock.ts';
import { seedDataDir } from './seeded-template.ts';
import { findFreePort, startServer, type RunningServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface StaffLogin {
  email: string;
  password: string;
}

/** The server's "now" (GET /clock; the test server's clock may run ahead of the wall clock). */
export async function serverNow(baseURL: string): Promise<number> {
  const clock = (await (await fetch(`${baseURL}/api/v1/clock`)).json()) as { now: string };
  return Date.parse(clock.now);
}

/** The code an authenticator app shows at the server's "now" (`secret` in base32, spaces allowed). */
export async function totpNow(baseURL: string, secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: await serverNow(baseURL) });
}

/** A JSON call to /api/v1 (with a staff token when given); throws on a status other than 2xx. */
export async function api<T>(baseURL: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}/api/v1${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Password then TOTP enrolment through the API: the session token and the TOTP secret. */
export async function enrolByApi(baseURL: string, email: string, password: string): Promise<{ token: string; secret: string }> {
  const step = await api<{ step: string; ticket: string; otpauth_uri: string }>(baseURL, 'POST', '/admin/auth/login', { email, password });
  expect(step.step).toBe('enrol');
  const secret = new URL(step.otpauth_uri).searchParams.get('secret')!;
  const session = await api<{ token: string }>(baseURL, 'POST', '/admin/auth/enrol', {
    ticket: step.ticket,
    code: await totpNow(baseURL, secret),
  });
  return { token: session.token, secret };
}

/**
 * A member created by an admin (POST /admin/staff), enrolled through the API, with the initial
 * password replaced by `who.password`: the member's session token and TOTP secret.
 */
export async function createStaff(
  baseURL: string,
  adminToken: string,
  who: StaffLogin,
  role: string,
  stores: string[] = [],
): Promise<{ token: string; secret: string }> {
  const member = await api<{ initial_password: string }>(baseURL, 'POST', '/admin/staff', { email: who.email, role, stores }, adminToken);
  const enrolled = await enrolByApi(baseURL, who.email, member.initial_password);
  await api(
    baseURL,
    'POST',
    '/admin/auth/password',
    { current_password: member.initial_password, new_password: who.password },
    enrolled.token,
  );
  return enrolled;
}

/** No blocking axe-core violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await blockingViolations(page)).toEqual([]);
}

/** The back office's sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navigation du back office' });

/** Follows a link of the back office's sidebar. */
export const nav = (page: Page, name: string) => sidebar(page).getByRole('link', { name }).click();

/**
 * A server of its own on a fresh data folder (a copy of the run's seeded database at its APP_NOW:
 * helpers/seeded-template.ts), with its first admin made by its start (FIRST_ADMIN_EMAIL):
 * NODE_ENV=test, the sign-in limits out of the way, and `env` on top.
 */
export async function startServerWithAdmin(
  name: string,
  admin: StaffLogin,
  env: Record<string, string>,
): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `qadhya-e2e-${name}-`));
  const fullEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // The server's start makes the first admin (docs/back-office.md#the-first-admin-from-the-environment).
    FIRST_ADMIN_EMAIL: admin.email,
    FIRST_ADMIN_PASSWORD: admin.password,
    OTP_IP_HOURLY_LIMIT: '1000',
    LOGIN_IP_LIMIT: '1000',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  };
  if (fullEnv.APP_NOW) seedDataDir(dataDir, fullEnv.APP_NOW, fullEnv);
  const server = await startServer({
    root,
    // A file that must name its server's address before it starts (PUBLIC_URL for a provider's redirect) passes PORT.
    port: fullEnv.PORT ? Number(fullEnv.PORT) : await findFreePort(),
    env: fullEnv,
    logFile: path.join(dataDir, 'server.log'),
    timeoutMs: 170_000,
  });
  return { server, dataDir };
}

/** Stops a server of startServerWithAdmin and removes its data folder. */
export async function stopServerWithAdmin(server: RunningServer | undefined, dataDir: string | undefined): Promise<void> {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The windows of one test file on one server: desktop windows (1366×900, French, Tunis) and phones
 * at a fixed time, all with the network guard on; `close()` closes them and gives what the guards
 * blocked. `state()` is read when a window opens (the server and the browser start in beforeAll).
 */
export function adminWindows(state: () => { baseURL: string; browser: Browser }, options: { timeoutMs: number; logPageErrors?: boolean }) {
  const opened: PhoneContext[] = [];

  async function desktop(viewport = { width: 1366, height: 900 }): Promise<Page> {
    const { baseURL, browser } = state();
    const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
    context.setDefaultTimeout(options.timeoutMs);
    const guard = await guardNetwork(context);
    opened.push({ context, guard });
    const page = await context.newPage();
    if (options.logPageErrors) page.on('pageerror', (error) => console.error(`[admin page error] ${error.message}`));
    return page;
  }

  /** A phone whose clock is fixed at `instant`. */
  async function phoneAt(instant: number): Promise<Page> {
    const { baseURL, browser } = state();
    const phone = await newPhone(browser, baseURL);
    opened.push(phone);
    await phone.context.clock.setFixedTime(instant);
    return phone.context.newPage();
  }

  /** Signs in through the page, in a TOTP time step of its own (one code per step per member). */
  async function signIn(page: Page, who: StaffLogin, secret: string): Promise<void> {
    const { baseURL } = state();
    await advanceServerClock(baseURL, 31);
    await page.goto('/admin/');
    await page.getByLabel('E-mail professionnel').fill(who.email);
    await page.getByLabel('Mot de passe').fill(who.password);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Code à 6 chiffres').fill(await totpNow(baseURL, secret));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('staff-role').waitFor();
  }

  async function close(): Promise<string[]> {
    const blocked = opened.flatMap((o) => o.guard.blocked);
    for (const o of opened) await o.context.close();
    return blocked;
  }

  return { desktop, phoneAt, signIn, close };
}
