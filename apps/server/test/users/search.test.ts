/**
 * GET /users/search (docs/family.md): the full UID only, a masked name, never a phone, never a
 * prefix, never the caller; 30 searches an hour per account.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../../src/modules/users/users.service.ts';
import { createUser, randomUserId } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const search = (headers: Record<string, string>, q: string) =>
  app.inject({ method: 'GET', url: `/api/v1/users/search?q=${encodeURIComponent(q)}`, headers });

async function unknownUid(): Promise<number> {
  for (;;) {
    const id = randomUserId();
    if (!(await app.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) return id;
  }
}

describe('GET /users/search', () => {
  it('finds a user by their whole UID, with a masked name and no phone', async () => {
    const me = await createUser(app);
    const other = await createUser(app, { name: 'Mohamed', lastname: 'Ben Salah', email: 'mohamed@example.tn' });
    const res = await search(me.headers, String(other.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ ID: other.id, NAME: 'M••• B.' }] });
    for (const secret of [other.phone, 'Mohamed', 'Ben Salah', 'Salah', 'mohamed@example.tn']) expect(res.body).not.toContain(secret);
  });

  it('masks every kind of name', () => {
    expect(maskName({ name: 'amira', lastname: 'jlassi' })).toBe('A••• J.');
    expect(maskName({ name: 'Sami', lastname: null })).toBe('S•••');
    expect(maskName({ name: null, lastname: 'Trabelsi' })).toBe('••• T.');
    expect(maskName({ name: null, lastname: null })).toBe('•••');
    expect(maskName({ name: '  ', lastname: '' })).toBe('•••');
    expect(maskName({ name: 'سامي', lastname: 'الطرابلسي' })).toBe('س••• ا.');
    expect(maskName({ name: 'Élodie', lastname: 'Ö' })).toBe('É••• Ö.');
  });

  it('an unknown UID is an empty list', async () => {
    const me = await createUser(app);
    const res = await search(me.headers, String(await unknownUid()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('never answers the caller', async () => {
    const me = await createUser(app, { name: 'Moi' });
    const res = await search(me.headers, String(me.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('a phone number finds no one: a mobile number is refused or names nobody by its phone', async () => {
    const me = await createUser(app);
    const other = await createUser(app, { name: 'Nour' });
    const res = await search(me.headers, other.phone);
    // A phone is 8 digits too: it is read as a UID (the phone's owner is never found by it).
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { ID: number }) => i.ID)).not.toContain(other.id);
    expect(res.body).not.toContain('N•••');
  });

  it.each([
    ['3 digits', '123'],
    ['4 digits (a prefix)', '1234'],
    ['7 digits (a prefix)', '1234567'],
    ['9 digits', '123456789'],
    ['a leading 0', '01234567'],
    ['an empty q', ''],
    ['letters', '12ab5678'],
    ['a wildcard', '1234567%'],
    ['an underscore', '1234_678'],
    ['a +216 phone', '+21622123456'],
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

  it('30 searches an hour per account, known and unknown UIDs alike; the 31st → 429 RATE_LIMITED with Retry-After', async () => {
    const me = await createUser(app);
    const other = await createUser(app, { name: 'Rim' });
    for (let i = 0; i < 30; i++) {
      const q = i % 2 ? String(other.id) : String(await unknownUid());
      expect((await search(me.headers, q)).statusCode).toBe(200);
    }
    for (const q of [String(other.id), String(await unknownUid())]) {
      const res = await search(me.headers, q);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
      expect(res.json().retry_after).toBeLessThanOrEqual(3600);
      expect(res.headers['retry-after']).toBe(String(res.json().retry_after));
      expect(res.body).not.toContain('R•••');
    }
    // Another account has its own count.
    const someoneElse = await createUser(app);
    expect((await search(someoneElse.headers, String(other.id))).json()).toEqual({ items: [{ ID: other.id, NAME: 'R•••' }] });
  });
});
