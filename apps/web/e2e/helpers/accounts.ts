/**
 * Accounts for browser tests, made through the real API (no stub): a phone sign-up by one-time code
 * (the code read from the dev outbox), then the profile filled with PUT /users/me. `signedInPhone`
 * seeds a browser context with the session the app stores after a sign-in (token, connected,
 * current_user), so a page starts signed in.
 */
import type { AuthSession, User } from '@qadhya/contracts';
import type { BrowserContext } from 'playwright-core';
import { seedLocalStorage } from './browser.ts';

export interface TestAccount {
  token: string;
  user: User;
  phone: string;
  password: string;
}

export interface NewAccount {
  name: string;
  lastname: string;
  password: string;
  /** Defaults to a random mobile number ('2' + 7 digits). */
  phone?: string;
  email?: string;
  address?: string;
  /** Accept the current terms version, as a shopper answering the app's question once (default true; docs/content.md#accepting-the-terms). */
  acceptTerms?: boolean;
}

/** A random Tunisian mobile number, unique enough for parallel test files. */
export function randomPhone(): string {
  return `2${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

async function call<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The newest 5-digit code the dev SMS provider "sent" to this phone. The server hands the SMS over
 * before it answers the code request, so once the app shows the code step the code is there.
 */
export async function readOtp(baseURL: string, phone: string): Promise<string> {
  const outbox = await call<{ items: { text: string }[] }>(baseURL, 'GET', `/api/dev/outbox?phone=${phone}`);
  const code = outbox.items[0]?.text.match(/\b(\d{5})\b/)?.[1];
  if (!code) throw new Error(`no code in the dev outbox for ${phone}`);
  return code;
}

/** Signs a new shopper up by phone and fills their profile; returns the session and the user. */
/** The account signed in again with its password: a new session (the one before may have signed out). */
export async function signInAgain(baseURL: string, account: TestAccount): Promise<TestAccount> {
  const session = await call<AuthSession>(baseURL, 'POST', '/api/v1/auth/login', { PHONE: account.phone, PASSWORD: account.password });
  return { ...account, token: session.token };
}

export async function signUpViaApi(baseURL: string, input: NewAccount): Promise<TestAccount> {
  const phone = input.phone ?? randomPhone();
  await call(baseURL, 'POST', '/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' });
  const code = await readOtp(baseURL, phone);
  const session = await call<AuthSession>(baseURL, 'POST', '/api/v1/auth/otp/verify', { PHONE: phone, CODE: code });
  const { data: user } = await call<{ data: User }>(
    baseURL,
    'PUT',
    '/api/v1/users/me',
    {
      NAME: input.name,
      LASTNAME: input.lastname,
      GENDER: 'femme',
      BIRTHDATE: '1994-03-12',
      LANGUAGE: 'fr',
      EMAIL: input.email ?? `${phone}@example.tn`,
      ADDRESS: input.address ?? 'Tunis',
      PASSWORD: input.password,
    },
    session.token,
  );
  if (input.acceptTerms !== false) {
    const status = await fetch(`${baseURL}/api/v1/terms/status`, { headers: { authorization: `Bearer ${session.token}` } });
    const { current_version: version } = (await status.json()) as { current_version: number };
    if (version > 0) await call(baseURL, 'POST', '/api/v1/terms/accept', { version }, session.token);
  }
  return { token: session.token, user, phone, password: input.password };
}

/** GET/PUT/DELETE… on /api/v1 with an account's token; returns the status and the parsed body. */
export async function apiAs(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseURL}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** The localStorage of a signed-in app (what a sign-in stores), plus extra keys (e.g. LANG). */
export function sessionStorageFor(
  account: Pick<TestAccount, 'token' | 'user'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { token: account.token, connected: 'true', current_user: JSON.stringify(account.user), ...extra };
}

/** Seeds a context so its pages start signed in as `account` (call before the first page). */
export async function signInContext(
  context: BrowserContext,
  account: Pick<TestAccount, 'token' | 'user'>,
  extra: Record<string, string> = {},
): Promise<void> {
  await seedLocalStorage(context, sessionStorageFor(account, extra));
}

/** POST /families/add-member: `from` invites the shopper of UID `uid` (e.g. 'Frère', 'avatar-2'); the answer. */
export function inviteToFamily(
  baseURL: string,
  from: Pick<TestAccount, 'token'>,
  uid: number,
  relation: string,
  avatar: string,
): Promise<{ status: number; body: unknown }> {
  return apiAs(baseURL, from.token, 'POST', '/families/add-member', {
    IDENTIFIANT: String(uid),
    USER_ID: uid,
    RELATION: relation,
    AVATAR: avatar,
  });
}

/**
 * `member` joins `owner`'s family the way people do (docs/family.md): the owner invites by UID,
 * the member finds the invitation and accepts it. Fails the test when either step is refused.
 */
export async function joinFamily(baseURL: string, owner: TestAccount, member: TestAccount, avatar = 'avatar-2'): Promise<void> {
  const invite = await inviteToFamily(baseURL, owner, member.user.ID, 'Frère', avatar);
  if (invite.status !== 202) throw new Error(`invitation → ${invite.status}`);
  const inbox = (await apiAs(baseURL, member.token, 'GET', '/families/invitations')).body as { items: { ID: number }[] };
  if (inbox.items.length !== 1) throw new Error(`${inbox.items.length} invitations received, 1 expected`);
  const accepted = await apiAs(baseURL, member.token, 'POST', `/families/invitations/${inbox.items[0]!.ID}/accept`);
  if (accepted.status !== 200) throw new Error(`accept → ${accepted.status}`);
}
