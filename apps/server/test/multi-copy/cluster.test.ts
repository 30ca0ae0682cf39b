/**
 * Two copies of the compiled server on one PostgreSQL and one Redis, behind nginx
 * (docs/operations.md#scale): what one copy writes or counts, the other sees. Time jumps go
 * through each copy's test clock (POST /api/dev/clock/advance), never through waiting.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEvents, type SseStream } from '../live/sse-reader.ts';

const A = inject('copyA');
const B = inject('copyB');
const PROXY = inject('proxy');

/** Each test is its own client IP (the copies trust X-Forwarded-For), so limits never collide. */
const clientIp = () => `198.51.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const phone = () => `2${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function call(base: string, method: string, url: string, opts: { ip?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

const advance = (base: string, seconds: number) => call(base, 'POST', '/api/dev/clock/advance', { body: { seconds } });

/** The last code the copy `base` sent to `to` (its development outbox, loopback only). */
async function lastCode(bases: string[], to: string): Promise<string> {
  // Through the proxy, the copy that sent the SMS is either one: each keeps its own outbox.
  const outboxes = await Promise.all(bases.map((base) => call(base, 'GET', `/api/dev/outbox?phone=${to}`)));
  const body = {
    items: outboxes.flatMap((o) => o.body.items as { text: string; sent_at: string }[]).sort((x, y) => y.sent_at.localeCompare(x.sent_at)),
  };
  const text: string = body.items[0]?.text ?? '';
  const code = /\b(\d{5})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the outboxes of ${bases.join(', ')} for ${to}: ${JSON.stringify(body)}`);
  return code;
}

/** A new account signed in by SMS code: the code asked through `askOn`, verified through `verifyOn`. */
async function signUp(askOn: string, verifyOn: string, ip = clientIp()) {
  const to = phone();
  expect((await call(askOn, 'POST', '/api/v1/auth/otp', { ip, body: { PHONE: to, PURPOSE: 'login' } })).status).toBe(200);
  const session = await call(verifyOn, 'POST', '/api/v1/auth/otp/verify', {
    ip,
    body: { PHONE: to, CODE: await lastCode(askOn === PROXY ? [A, B] : [askOn], to) },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { phone: to, token: session.body.token as string, ip };
}

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

describe('two copies behind the proxy', () => {
  it('both are ready, and the proxy spreads requests over both', async () => {
    for (const base of [A, B, PROXY]) expect((await call(base, 'GET', '/api/health/ready')).status).toBe(200);
    const before = await Promise.all([A, B].map((base) => requestsServed(base)));
    for (let i = 0; i < 10; i++) expect((await call(PROXY, 'GET', '/api/health/live')).status).toBe(200);
    const after = await Promise.all([A, B].map((base) => requestsServed(base)));
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
  });

  it('a session made on copy A works on copy B, and signing out on B ends it on A', async () => {
    const user = await signUp(A, A);
    const onB = await call(B, 'GET', '/api/v1/users/me', { token: user.token, ip: user.ip });
    expect(onB.status).toBe(200);
    expect(onB.body.data.PHONE).toBe(user.phone);
    expect((await call(B, 'POST', '/api/v1/auth/logout', { token: user.token, ip: user.ip })).status).toBeLessThan(300);
    expect((await call(A, 'GET', '/api/v1/users/me', { token: user.token, ip: user.ip })).status).toBe(401);
  });
});

/** The copy's own count of the requests it answered (its /metrics). */
async function requestsServed(base: string): Promise<number> {
  const { body } = await call(base, 'GET', '/metrics');
  let total = 0;
  for (const line of String(body).split('\n')) {
    if (line.startsWith('http_requests_total{')) total += Number(line.split(' ').pop());
  }
  return total;
}

describe('a catalogue write is seen by every copy within CACHE_VERSION_CHECK_MS', () => {
  it('copy B serves the new name once its clock passes the version check, without waiting', async () => {
    const { rows } = await db.query<{ id: number; name: string }>('select id, name from products order by id limit 1');
    const product = rows[0]!;
    const url = `/api/v1/products/${product.id}`;
    const read = async (base: string) => {
      const res = await call(base, 'GET', url, { ip: clientIp() });
      expect(res.status).toBe(200);
      return JSON.stringify(res.body);
    };
    for (const base of [A, B]) expect(await read(base)).toContain(product.name);
    // The chain's catalogue changes in the shared database (the back office will write it through the API).
    const renamed = `${product.name} (nouvelle recette ${crypto.randomInt(1000, 9999)})`;
    await db.query('update products set name = $1 where id = $2', [renamed, product.id]);
    // Before its next version check, a copy may still serve what it cached…
    expect(await read(B)).toContain(product.name);
    // …and once CACHE_VERSION_CHECK_MS has passed on its clock (twice: the first check may be in flight), the new data.
    const checkSeconds = Math.ceil((2 * inject('cacheCheckMs')) / 1000) + 1;
    for (const base of [A, B]) {
      expect((await advance(base, checkSeconds)).status).toBe(200);
      expect(await read(base)).toContain(renamed);
    }
    await db.query('update products set name = $1 where id = $2', [product.name, product.id]);
  });
});

describe('limits are shared by the copies', () => {
  it('one code per 59 s per phone: a code sent by A stops a second one asked on B', async () => {
    const to = phone();
    const ip = clientIp();
    expect((await call(A, 'POST', '/api/v1/auth/otp', { ip, body: { PHONE: to, PURPOSE: 'login' } })).status).toBe(200);
    const second = await call(B, 'POST', '/api/v1/auth/otp', { ip, body: { PHONE: to, PURPOSE: 'login' } });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('OTP_RATE_LIMITED');
  });

  it('wrong codes are counted across copies: the 5th wrong try, wherever it lands, locks the code', async () => {
    const to = phone();
    const ip = clientIp();
    expect((await call(A, 'POST', '/api/v1/auth/otp', { ip, body: { PHONE: to, PURPOSE: 'login' } })).status).toBe(200);
    const right = await lastCode([A], to);
    const wrong = right === '11111' ? '22222' : '11111';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call(i % 2 ? B : A, 'POST', '/api/v1/auth/otp/verify', { ip, body: { PHONE: to, CODE: wrong } })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    expect((await call(B, 'POST', '/api/v1/auth/otp/verify', { ip, body: { PHONE: to, CODE: right } })).status).toBe(429);
  });

  it('wrong passwords are counted across copies', async () => {
    const to = phone();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      statuses.push(
        (await call(i % 2 ? B : A, 'POST', '/api/v1/auth/login', { ip, body: { PHONE: to, PASSWORD: 'not-the-password-1' } })).status,
      );
    }
    // Three 401s, then the 4th try must wait a second after the 3rd: 429 — the copies keep one
    // count (each copy alone saw at most two failures and would have let it through).
    expect(statuses).toEqual([401, 401, 401, 429]);
    const elsewhere = await call(statuses.length % 2 ? B : A, 'POST', '/api/v1/auth/login', {
      ip,
      body: { PHONE: to, PASSWORD: 'not-the-password-1' },
    });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.code).toBe('LOGIN_RATE_LIMITED');
  });

  it('the per-IP request ceiling counts requests on both copies (in Redis)', async () => {
    const ip = clientIp();
    const limit = inject('rateLimitPerMinute');
    let refused: { status: number; body: { code?: string } } | null = null;
    let answered = 0;
    for (let i = 0; i < limit + 5 && !refused; i++) {
      const res = await call(i % 2 ? B : A, 'GET', '/api/v1/categories', { ip });
      if (res.status === 429) refused = res;
      else answered += 1;
    }
    expect(refused?.body.code).toBe('RATE_LIMITED');
    expect(answered).toBe(limit);
  });
});

// Live list events across the copies (docs/shopping-lists.md#live), before copy A is killed below:
// a stream on copy B, or through the proxy (its location unbuffered in deploy/nginx.conf), hears
// what copy A changes, over the copies' Redis.
describe('live list events across the copies', () => {
  const opened: SseStream[] = [];
  afterAll(() => {
    for (const s of opened) s.close();
  });
  const open = async (base: string, user: { token: string; ip: string }) => {
    const s = await openEvents(`${base}/api/v1/lists/events`, user.token, { 'x-forwarded-for': user.ip });
    opened.push(s);
    expect(s.status).toBe(200);
    return s;
  };

  it('a stream on copy B and one through the proxy hear the lists copy A creates and renames', async () => {
    const user = await signUp(A, A);
    const onB = await open(B, user);
    const viaProxy = await open(PROXY, user);
    for (const s of [onB, viaProxy]) expect(await s.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [] } });

    const created = await call(A, 'POST', '/api/v1/lists', {
      ...user,
      body: { request_id: crypto.randomUUID(), title: 'Courses du samedi' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    for (const s of [onB, viaProxy]) {
      const event = await s.next();
      expect(event?.event).toBe('list');
      expect(event?.data).toMatchObject({ type: 'list', list_id: id, version: created.body.version });
    }

    const renamed = await call(A, 'PATCH', `/api/v1/lists/${id}`, { ...user, body: { title: 'Courses du dimanche' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    for (const s of [onB, viaProxy])
      expect((await s.next())?.data).toMatchObject({ type: 'list', list_id: id, version: renamed.body.version });

    // A stream opened afterwards on the other copy starts from the list's version (the catch-up).
    const later = await open(B, user);
    expect(await later.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [{ id, version: renamed.body.version }] } });
  });

  it("another account's stream on copy B hears nothing of it", async () => {
    const [owner, stranger] = [await signUp(A, A), await signUp(A, A)];
    const strangers = await open(B, stranger);
    expect((await strangers.next())?.event).toBe('hello');
    expect(
      (await call(A, 'POST', '/api/v1/lists', { ...owner, body: { request_id: crypto.randomUUID(), title: 'Pas pour toi' } })).status,
    ).toBe(201);
    // The stranger's next event is about its own list, made after the owner's.
    const own = await call(A, 'POST', '/api/v1/lists', { ...stranger, body: { request_id: crypto.randomUUID(), title: 'La mienne' } });
    expect(own.status).toBe(201);
    expect((await strangers.next())?.data).toMatchObject({ type: 'list', list_id: own.body.id });
  });
});

describe('a copy killed under load', () => {
  it('loses no acknowledged write, and the proxy keeps serving through the other copy', async () => {
    const user = await signUp(PROXY, PROXY);
    const { rows } = await db.query<{ sku: string }>('select sku from products order by id limit 120');
    const skus = rows.map((r) => r.sku);
    const acknowledged: string[] = [];
    const failed: string[] = [];
    let killed = false;
    // Eight writers through the proxy; copy A is killed (SIGKILL, no goodbye) after 30 acknowledgements.
    let next = 0;
    const writer = async () => {
      while (next < skus.length) {
        const sku = skus[next++]!;
        const res = await call(PROXY, 'POST', `/api/v1/favorites/${sku}`, { token: user.token, ip: user.ip }).catch(() => ({ status: 0 }));
        if (res.status >= 200 && res.status < 300) acknowledged.push(sku);
        else failed.push(sku);
        if (!killed && acknowledged.length >= 30) {
          killed = true;
          process.kill(inject('copyAPid'), 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    expect(killed).toBe(true);
    // Most writes after the kill went to copy B; a write cut mid-flight may fail, never silently.
    expect(acknowledged.length).toBeGreaterThan(skus.length - 16);
    const stored = await db.query<{ sku: string }>('select f.sku from favourites f join users u on u.id = f.user_id where u.phone = $1', [
      user.phone,
    ]);
    const storedSkus = new Set(stored.rows.map((r) => r.sku));
    expect(acknowledged.filter((s) => !storedSkus.has(s))).toEqual([]);
    // The survivor answers through the proxy: reads, and the same user's session.
    for (let i = 0; i < 6; i++) expect((await call(PROXY, 'GET', '/api/v1/categories', { ip: user.ip })).status).toBe(200);
    const list = await call(PROXY, 'GET', '/api/v1/favorites', { token: user.token, ip: user.ip });
    expect(list.status).toBe(200);
  });
});
