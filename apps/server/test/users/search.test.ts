import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomPhone } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const search = (headers: Record<string, string>, q: string) => app.inject({ method: 'GET', url: `/api/v1/users/search?q=${encodeURIComponent(q)}`, headers });
const masked = (phone: string) => `${phone.slice(0, 2)}••••${phone.slice(-2)}`;
interface Item {
  ID: number;
  NAME: string;
  PHONE: string;
}

describe('GET /users/search', () => {
  it('finds a user by a prefix of their phone, with first and last name and a masked phone', async () => {
    const me = await createUser(app);
    const other = await createUser(app, { name: 'Amira', lastname: 'Ben Salah' });
    const res = await search(me.headers, other.phone.slice(0, 7));
    expect(res.statusCode).toBe(200);
    const hit = (res.json().items as Item[]).find((i) => i.ID === other.id);
    expect(hit).toEqual({ ID: other.id, NAME: 'Amira Ben Salah', PHONE: masked(other.phone) });
    expect(res.body).not.toContain(other.phone);
  });

  it('finds a user by a prefix of their UID; a user without a name gets a fallback name', async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    const res = await search(me.headers, String(other.id).slice(0, 6));
    expect(res.statusCode).toBe(200);
    const hit = (res.json().items as Item[]).find((i) => i.ID === other.id);
    expect(hit).toEqual({ ID: other.id, NAME: `Utilisateur ${other.id}`, PHONE: masked(other.phone) });
  });

  it('the whole UID or phone finds exactly that user', async () => {
    const me = await createUser(app);
    const other = await createUser(app, { name: 'Sami' });
    for (const q of [String(other.id), other.phone]) {
      const items = (await search(me.headers, q)).json().items as Item[];
      expect(items.map((i) => i.ID)).toContain(other.id);
      expect(items.every((i) => String(i.ID).startsWith(q) || i.PHONE.startsWith(q.slice(0, 2)))).toBe(true);
    }
  });

  it('never answers the caller', async () => {
    const me = await createUser(app);
    for (const q of [me.phone, String(me.id), me.phone.slice(0, 4), String(me.id).slice(0, 5)]) {
      const items = (await search(me.headers, q)).json().items as Item[];
      expect(items.map((i) => i.ID)).not.toContain(me.id);
    }
  });

  it('a prefix is a prefix: digits in the middle do not match', async () => {
    const me = await createUser(app);
    const other = await createUser(app);
    const middle = other.phone.slice(2, 8);
    const items = (await search(me.headers, middle)).json().items as Item[];
    // Only users whose UID or phone starts with those digits (the other user would need their phone to start so).
    const rows = await app.database.db.selectFrom('users').select(['id', 'phone']).where('id', 'in', items.length ? items.map((i) => i.ID) : [0]).execute();
    for (const r of rows) expect(String(r.id).startsWith(middle) || r.phone.startsWith(middle)).toBe(true);
  });

  it('answers at most 10 users', async () => {
    const me = await createUser(app);
    const prefix = randomPhone().slice(0, 6);
    const suffixes = new Set<string>();
    while (suffixes.size < 12) suffixes.add(String(crypto.randomInt(100)).padStart(2, '0'));
    for (const s of suffixes) await createUser(app, { phone: prefix + s }).catch(() => undefined);
    const items = (await search(me.headers, prefix)).json().items as Item[];
    expect(items).toHaveLength(10);
  });

  it.each([
    ['3 digits', '123'],
    ['an empty q', ''],
    ['letters', '12ab'],
    ['a wildcard', '123%'],
    ['an underscore', '12_4'],
    ['21 digits', '1'.repeat(21)],
  ])('refuses %s with 400', async (_label, q) => {
    const me = await createUser(app);
    const res = await search(me.headers, q);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a missing q with 400', async () => {
    const me = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/search', headers: me.headers });
    expect(res.statusCode).toBe(400);
  });

  it('a search with 4 digits that nothing starts with is an empty list', async () => {
    const me = await createUser(app);
    // UIDs never start with 0 and phones here are mobile numbers (2, 3, 4, 5, 9).
    const res = await search(me.headers, '0000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });
});
