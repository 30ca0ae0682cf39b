/**
 * The proxy's cache of the public key reads (docs/operations.md#the-proxys-cache), through the
 * cluster's nginx in front of its two copies (EDGE_PROXY=nginx): a public read is served from the
 * cache; a request with a session (or a session cookie) never reads nor fills it; the security
 * headers are there exactly once; a write reaches the shoppers through it. Nothing here is timed:
 * the copies see the write when their test clocks jump, then the test asks the proxy until its
 * short-lived answer is replaced (an attempt budget, not a duration) and checks the final answer.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixedSecurityHeaders } from '../../src/plugins/security-headers.ts';

const PROXY = new URL(inject('proxy'));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, to count repeats. */
  raw: string[];
  body: string;
}

/** One request through the proxy (no compression asked: the bodies are read as text). */
function ask(method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: PROXY.hostname, port: PROXY.port, method, path: target, agent: false, headers: { 'x-forwarded-for': clientIp, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const cacheStatus = (a: Answer) => a.headers['x-cache-status'];
const countOf = (a: Answer, name: string) => a.raw.filter((v, i) => i % 2 === 0 && v.toLowerCase() === name).length;

/** One client address for the file (the copies trust X-Forwarded-For): its limits never collide. */
const clientIp = `203.0.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;

async function json(base: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    // The development routes answer loopback callers only: no forwarded address for them.
    headers: {
      ...(url.startsWith('/api/dev/') ? {} : { 'x-forwarded-for': clientIp }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

/** A shopper's session, signed in by SMS code on a live copy (its development outbox). */
async function session(): Promise<string> {
  const phone = `2${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
  expect((await json(LIVE[0]!, 'POST', '/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).status).toBe(200);
  const outbox = await json(LIVE[0]!, 'GET', `/api/dev/outbox?phone=${phone}`);
  const code = /\b(\d{5})\b/.exec(outbox.body.items[0]?.text ?? '')?.[1];
  expect(code).toBeDefined();
  const signedIn = await json(LIVE[0]!, 'POST', '/api/v1/auth/otp/verify', { PHONE: phone, CODE: code });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token as string;
}

/** Asks until `done` holds, `attempts` times at most, 100 ms apart; returns the last answer. */
async function askUntil(done: (a: Answer) => boolean, attempts: number, ...args: Parameters<typeof ask>): Promise<Answer> {
  let last = await ask(...args);
  for (let i = 1; i < attempts && !done(last); i++) {
    await pause(100);
    last = await ask(...args);
  }
  return last;
}

/**
 * The copies still running: cluster.test.ts kills copy A (the proxy then sends everything to B), and
 * the files share the cluster.
 */
let LIVE: string[] = [];
async function alive(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health/live`)).ok;
  } catch {
    return false;
  }
}

let db: pg.Client;
let catalogueId: number;
let today: string;
beforeAll(async () => {
  const copies = [inject('copyA'), inject('copyB')];
  const checks = await Promise.all(copies.map(alive));
  LIVE = copies.filter((_, i) => checks[i]);
  expect(LIVE.length).toBeGreaterThan(0);
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  today = (await json(LIVE[0]!, 'GET', '/api/v1/clock')).body.today ?? '';
  const catalogues = await json(LIVE[0]!, 'GET', '/api/v1/catalogues');
  catalogueId = catalogues.body.items[0].id;
});
afterAll(async () => {
  await db?.end();
});

/** A key read's URL that no other test asked (a page size of its own). */
const freshProducts = () =>
  `/api/v1/catalogues/${catalogueId}/products?page=1&pageSize=${crypto.randomInt(2, 50)}&probe=${crypto.randomInt(1e9)}`;

describe('the proxy keeps the public key reads', () => {
  it('a public read is filled once, then answered from the cache (HIT), with its ETag and 304', async () => {
    const url = freshProducts();
    const first = await ask('GET', url);
    expect(first.status, first.body).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    // The next ones within its second come from the cache (one that lands past it renews it: REVALIDATED
    // or EXPIRED; hence asking a few times, however slow the machine).
    const second = await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url);
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A kept answer carries this request's id, none of its first requester's limit counts.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['x-ratelimit-remaining']).toBeUndefined();
    // If-None-Match through the proxy: 304 from nginx itself.
    const notModified = await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('keeps one answer per language (Vary: Accept-Language)', async () => {
    const url = `/api/v1/promos?oc_debut=${today}&oc_fin=${today}&page=1&pageSize=${crypto.randomInt(2, 50)}`;
    for (const lang of ['fr', 'ar']) {
      const filled = await ask('GET', url, { 'accept-language': lang });
      expect(filled.headers['content-language']).toBe(lang);
    }
    for (const lang of ['fr', 'ar']) {
      const kept = await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url, { 'accept-language': lang });
      expect(cacheStatus(kept)).toBe('HIT');
      expect(kept.headers['content-language']).toBe(lang);
    }
  });

  it('never keeps a scan (a POST): the same code and store again reaches a copy, which counts it', async () => {
    const { rows } = await db.query<{ ean: string }>('select ean from products order by id limit 1');
    const stores = await json(LIVE[0]!, 'GET', '/api/v1/stores');
    const body = JSON.stringify({ CODE_PRODUIT: rows[0]!.ean, MAGASIN_ID: stores.body.items[0].magasin_code });
    const first = await ask('POST', '/api/v1/scan', { 'content-type': 'application/json' }, body);
    expect(first.status, first.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await ask('POST', '/api/v1/scan', { 'content-type': 'application/json' }, body);
      expect(again.status).toBe(200);
      // Not a route of nginx's cache (no X-Cache-Status): the copy's answer.
      expect(cacheStatus(again)).toBeUndefined();
      expect(again.headers['x-accel-expires']).toBeUndefined();
      expect(JSON.parse(again.body).product).toEqual(JSON.parse(first.body).product);
    }
  });
});

describe('a personal request never reads nor fills the cache', () => {
  it('with a session: BYPASS, answered by a copy; and its answer is not kept for the next shopper', async () => {
    const token = await session();
    const url = freshProducts();
    const personal = await ask('GET', url, { authorization: `Bearer ${token}` });
    expect(personal.status, personal.body).toBe(200);
    expect(cacheStatus(personal)).toBe('BYPASS');
    // Not kept: the next anonymous request finds nothing (MISS, not HIT).
    expect(cacheStatus(await ask('GET', url))).toBe('MISS');
    // Kept for the public now, yet never served to the session: it still goes to a copy.
    expect(cacheStatus(await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url))).toBe('HIT');
    const again = await ask('GET', url, { authorization: `Bearer ${token}` });
    expect(cacheStatus(again)).toBe('BYPASS');
  });

  it('a session cookie: BYPASS; the app’s language cookie alone is no session', async () => {
    const url = freshProducts();
    expect(cacheStatus(await ask('GET', url, { cookie: 'session=abc; lang=fr' }))).toBe('BYPASS');
    expect(cacheStatus(await ask('GET', url, { cookie: 'lang=ar' }))).toBe('MISS');
    expect(cacheStatus(await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url, { cookie: 'lang=ar' }))).toBe('HIT');
    expect(cacheStatus(await ask('GET', url, { cookie: 'qadhya_social=x' }))).toBe('BYPASS');
  });

  it('other routes are never cached (no X-Cache-Status)', async () => {
    for (const url of ['/api/health/live', '/api/v1/catalogues', '/api/v1/stores']) {
      const res = await ask('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers['x-cache-status'], url).toBeUndefined();
    }
  });
});

describe('security headers through the proxy', () => {
  const FIXED = fixedSecurityHeaders();

  it('exactly once, nginx’s, on kept, personal, uncached and nginx’s own answers; the copies’ CSP once', async () => {
    const url = freshProducts();
    await ask('GET', url);
    const answers = {
      kept: await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url),
      personal: await ask('GET', url, { authorization: 'Bearer not-a-session' }),
      uncached: await ask('GET', '/api/v1/stores'),
      nginxOwn: await ask('GET', '/metrics'),
    };
    expect(cacheStatus(answers.kept)).toBe('HIT');
    for (const [kind, answer] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(FIXED)) {
        expect(countOf(answer, name), `${kind}: ${name}`).toBe(1);
        expect(answer.headers[name], `${kind}: ${name}`).toBe(value);
      }
      expect(countOf(answer, 'x-request-id'), kind).toBe(1);
      if (kind !== 'nginxOwn') expect(countOf(answer, 'content-security-policy'), kind).toBe(1);
    }
    // The copies themselves send only the CSP (EDGE_PROXY=nginx).
    const direct = await fetch(`${LIVE[0]!}/api/v1/stores`);
    expect(direct.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(direct.headers.get('x-content-type-options')).toBeNull();
  });
});

describe('a write reaches the shoppers through the cache', () => {
  it('a renamed product is served by the proxy once the copies have seen it and the kept answer is replaced', async () => {
    const url = freshProducts();
    const before = await ask('GET', url);
    expect(before.status).toBe(200);
    const first = (JSON.parse(before.body) as { items: { id: number; name: string }[] }).items[0]!;
    const renamed = `${first.name} (nouvelle recette ${crypto.randomInt(1000, 9999)})`;
    await db.query('update products set name = $1 where id = $2', [renamed, first.id]);
    try {
      // The copies' clocks pass their version check (the cluster's is a minute: nothing moves on its own)…
      const checkSeconds = Math.ceil((2 * inject('cacheCheckMs')) / 1000) + 1;
      for (const base of LIVE) expect((await json(base, 'POST', '/api/dev/clock/advance', { seconds: checkSeconds })).status).toBe(200);
      for (const base of LIVE) expect(JSON.stringify((await json(base, 'GET', url)).body)).toContain(renamed);
      // …then the proxy's kept answer lives about a second more: ask until it is replaced (bounded).
      const after = await askUntil((a) => a.body.includes(renamed), 100, 'GET', url);
      expect(after.status).toBe(200);
      expect(after.body).toContain(renamed);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // And it is kept in turn.
      const kept = await askUntil((a) => cacheStatus(a) === 'HIT', 20, 'GET', url);
      expect(cacheStatus(kept)).toBe('HIT');
      expect(kept.body).toContain(renamed);
    } finally {
      await db.query('update products set name = $1 where id = $2', [first.name, first.id]);
    }
  });
});
