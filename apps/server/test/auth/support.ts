import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db/connect.ts';
import type { SmsProvider } from '../../src/sms/provider.ts';
import { randomIp, randomPhone } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock, type MutableClock } from '../helpers/clock.ts';

/** Every test has its own phone and client address, so per-phone and per-IP limits never collide. */
export { randomIp, randomPhone };

export interface AuthTestApp {
  app: FastifyInstance;
  clock: MutableClock;
  database: Database;
}

/**
 * The whole app on the test database (its own PGlite copy, or the shared PostgreSQL) with a clock
 * the test moves. `env` adds variables to the configuration; `sms` replaces the SMS provider.
 */
export async function buildAuthApp(options: { env?: Record<string, string>; sms?: SmsProvider; now?: string } = {}): Promise<AuthTestApp> {
  const clock = mutableClock(options.now);
  const app = await buildTestApp({ clock, ...(options.env ? { env: options.env } : {}), ...(options.sms ? { sms: options.sms } : {}) });
  return { app, clock, database: app.database };
}

/** A caller: one IP, optional bearer token. */
export function client(app: FastifyInstance, ip = randomIp()) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) => {
    const opts: InjectOptions = { method, url, remoteAddress: ip };
    if (body !== undefined) opts.payload = body as InjectOptions['payload'];
    if (token) opts.headers = { authorization: `Bearer ${token}` };
    return app.inject(opts);
  };
  return {
    ip,
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body ?? {}, token),
  };
}
export type Client = ReturnType<typeof client>;

/** The newest code the dev outbox holds for a phone (the 5 digits of the SMS text). */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
  const items = (res.json() as { items: { text: string }[] }).items;
  const match = items[0] && /\b(\d{5})\b/.exec(items[0].text);
  if (!match) throw new Error(`no code in the outbox for ${phone}`);
  return match[1]!;
}

/** A whole register form (POST /auth/register) for `phone` and its register `code`; `extra` adds or overrides fields. */
export const registerForm = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
  PHONE: phone,
  CODE: code,
  NAME: 'Amira',
  LASTNAME: 'Ben Salah',
  GENDER: 'femme',
  BIRTHDATE: '1994-03-12',
  EMAIL: 'amira@example.tn',
  ADDRESS: '3 rue de Marseille, Tunis',
  LANGUAGE: 'fr',
  PASSWORD: 'secret-123',
  ...extra,
});

/** A wrong code: any 5 digits but `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** Asks a code and reads it from the outbox. */
export async function askCode(app: FastifyInstance, c: Client, phone: string, purpose: 'login' | 'register' | 'reset' = 'login') {
  const res = await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: purpose });
  if (res.statusCode !== 200) throw new Error(`otp ${res.statusCode} ${res.body}`);
  return lastCode(app, phone);
}

/** Signs in by phone (a new account when the phone is unknown): the AuthSession. */
export async function signInByPhone(app: FastifyInstance, c: Client, phone: string) {
  const code = await askCode(app, c, phone);
  const res = await c.post('/api/v1/auth/otp/verify', { PHONE: phone, CODE: code });
  if (res.statusCode !== 200) throw new Error(`verify ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; expires_at: string; is_new: boolean; user: { ID: number; PHONE: string } };
}
