/**
 * Live list events across the copies (docs/shopping-lists.md#live): a stream opened on copy B, or
 * through the proxy, hears what copy A changes, over the copies' Redis; nginx passes each event as
 * it comes (the stream's location is unbuffered in deploy/nginx.conf).
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openEvents, type SseStream } from '../live/sse-reader.ts';

const A = inject('copyA');
const B = inject('copyB');
const PROXY = inject('proxy');

const clientIp = () => `203.0.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`;
const phone = () => `2${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function call(base: string, method: string, url: string, opts: { ip?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

/** A new account signed in by SMS code on copy A (its development outbox holds the code). */
async function signUp() {
  const ip = clientIp();
  const to = phone();
  expect((await call(A, 'POST', '/api/v1/auth/otp', { ip, body: { PHONE: to, PURPOSE: 'login' } })).status).toBe(200);
  const outbox = await call(A, 'GET', `/api/dev/outbox?phone=${to}`);
  const code = /\b(\d{5})\b/.exec((outbox.body.items as { text: string }[])[0]?.text ?? '')?.[1];
  expect(code, JSON.stringify(outbox.body)).toBeTruthy();
  const session = await call(A, 'POST', '/api/v1/auth/otp/verify', { ip, body: { PHONE: to, CODE: code } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { token: session.body.token as string, ip };
}

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

describe('live list events across the copies', () => {
  it('a stream on copy B and one through the proxy hear the lists copy A creates and renames', async () => {
    const user = await signUp();
    const onB = await open(B, user);
    const viaProxy = await open(PROXY, user);
    for (const s of [onB, viaProxy]) expect(await s.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [] } });

    const created = await call(A, 'POST', '/api/v1/lists', { ...user, body: { request_id: crypto.randomUUID(), title: 'Courses du samedi' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const version = created.body.version as number;
    for (const s of [onB, viaProxy]) {
      const event = await s.next();
      expect(event?.event).toBe('list');
      expect(event?.data).toMatchObject({ type: 'list', list_id: id, version });
    }

    const renamed = await call(A, 'PATCH', `/api/v1/lists/${id}`, { ...user, body: { title: 'Courses du dimanche' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    for (const s of [onB, viaProxy]) expect((await s.next())?.data).toMatchObject({ type: 'list', list_id: id, version: renamed.body.version });

    // A stream opened afterwards on the other copy starts from the list's version (the catch-up).
    const later = await open(B, user);
    expect(await later.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [{ id, version: renamed.body.version }] } });
  });

  it("another account's stream on copy B hears nothing of it", async () => {
    const [owner, stranger] = [await signUp(), await signUp()];
    const strangers = await open(B, stranger);
    expect((await strangers.next())?.event).toBe('hello');
    const created = await call(A, 'POST', '/api/v1/lists', { ...owner, body: { request_id: crypto.randomUUID(), title: 'Pas pour toi' } });
    expect(created.status).toBe(201);
    // The stranger's next event is about its own list, made after the owner's.
    const own = await call(A, 'POST', '/api/v1/lists', { ...stranger, body: { request_id: crypto.randomUUID(), title: 'La mienne' } });
    expect(own.status).toBe(201);
    expect((await strangers.next())?.data).toMatchObject({ type: 'list', list_id: own.body.id });
  });
});
