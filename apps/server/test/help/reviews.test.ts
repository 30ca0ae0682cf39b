/**
 * Reviews (docs/help.md#forms-api): a shopper rates the app 0–10 with a comment, lists and deletes
 * their own reviews; a visitor's review needs a name and an e-mail and is rate-limited by address.
 * The two-user matrix: B never sees, nor deletes, A's reviews.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { rid } from './help-fixtures.ts';

let app: FastifyInstance;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  a = await createUser(app, { name: 'Amira' });
  b = await createUser(app, { name: 'Bilel' });
});
afterAll(async () => {
  await app.close();
});

const post = (body: object, who: TestAccount | null, ip = randomIp()) =>
  app.inject({ method: 'POST', url: '/api/v1/reviews', payload: body, headers: who ? who.headers : {}, remoteAddress: ip });
const list = (who: TestAccount, query = '') => app.inject({ method: 'GET', url: `/api/v1/reviews${query}`, headers: who.headers });
const remove = (who: TestAccount, id: number) => app.inject({ method: 'DELETE', url: `/api/v1/reviews/${id}`, headers: who.headers });
const rules = (res: { statusCode: number; json: () => { code: string; details?: { path: string; message: string }[] } }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json().code).toBe('FORM_INVALID');
  return Object.fromEntries((res.json().details ?? []).map((d) => [d.path, d.message]));
};

describe('reviews', () => {
  it('RATING is an integer from 0 to 10; COMMENT optional; a replay makes one review', async () => {
    expect(rules(await post({ request_id: rid() }, a))).toEqual({ RATING: 'required' });
    expect(rules(await post({ RATING: 11, request_id: rid() }, a))).toEqual({ RATING: 'range' });
    expect(rules(await post({ RATING: -1, request_id: rid() }, a))).toEqual({ RATING: 'range' });
    expect(rules(await post({ RATING: 4.5, request_id: rid() }, a))).toEqual({ RATING: 'range' });
    for (const rating of [0, 10]) expect((await post({ RATING: rating, request_id: rid() }, a)).statusCode).toBe(201);
    const body = { RATING: 4, COMMENT: 'Pratique pour les listes', request_id: rid() };
    const made = await post(body, a);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ rating: 4, comment: 'Pratique pour les listes' });
    expect((await post(body, a)).json().id).toBe(made.json().id);
    const mine = (await list(a)).json();
    expect(mine.total).toBe(3);
    expect(mine.items[0]).toMatchObject({ id: made.json().id, rating: 4 });
  });

  it('a visitor gives a name (≥ 3) and a valid e-mail; their review is kept for support with both', async () => {
    const ip = randomIp();
    expect(rules(await post({ RATING: 7, request_id: rid() }, null, ip))).toEqual({ GUEST_NAME: 'required', GUEST_EMAIL: 'required' });
    expect(rules(await post({ RATING: 7, GUEST_NAME: 'Yo', GUEST_EMAIL: 'yo@', request_id: rid() }, null, ip))).toEqual({
      GUEST_NAME: 'min',
      GUEST_EMAIL: 'email',
    });
    const made = await post(
      { RATING: 7, COMMENT: 'Bien', GUEST_NAME: 'Youssef', GUEST_EMAIL: 'youssef@example.tn', request_id: rid() },
      null,
      ip,
    );
    expect(made.statusCode).toBe(201);
    const row = await app.database.db.selectFrom('support_requests').selectAll().where('id', '=', made.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'review',
      user_id: null,
      name: 'Youssef',
      email: 'youssef@example.tn',
      rating: 7,
      sender_key: `ip:${ip}`,
    });
    // A signed-in shopper needs neither.
    expect((await post({ RATING: 7, request_id: rid() }, b)).statusCode).toBe(201);
  });

  it('a visitor is limited to 5 reviews an hour from one address', async () => {
    const ip = randomIp();
    const review = () => ({ RATING: 5, GUEST_NAME: 'Visiteur', GUEST_EMAIL: 'v@example.tn', request_id: rid() });
    for (let i = 0; i < 5; i++) expect((await post(review(), null, ip)).statusCode).toBe(201);
    const over = await post(review(), null, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('two users: B never sees A’s reviews, cannot delete them; A deletes its own once (soft: kept for support)', async () => {
    const made = (await post({ RATING: 9, COMMENT: 'À A', request_id: rid() }, a)).json() as { id: number };
    const seenByB = (await list(b)).json().items as { id: number }[];
    expect(seenByB.map((r) => r.id)).not.toContain(made.id);
    const stolen = await remove(b, made.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('REVIEW_NOT_FOUND');
    expect(((await list(a)).json().items as { id: number }[]).map((r) => r.id)).toContain(made.id);
    expect((await remove(a, made.id)).statusCode).toBe(204);
    expect(((await list(a)).json().items as { id: number }[]).map((r) => r.id)).not.toContain(made.id);
    expect((await remove(a, made.id)).statusCode).toBe(404);
    const row = await app.database.db
      .selectFrom('support_requests')
      .select(['deleted_at'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // Not a review (another kind of request) is not found either.
    const contact = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: a.headers,
      payload: { NAME: 'Amira', EMAIL: 'a@example.tn', MESSAGE: 'Bonjour', request_id: rid() },
      remoteAddress: randomIp(),
    });
    expect((await remove(a, contact.json().id)).statusCode).toBe(404);
  });

  it('the list is paged and needs an account', async () => {
    const c = await createUser(app);
    for (let i = 0; i < 3; i++) await post({ RATING: i, request_id: rid() }, c);
    const page = (await list(c, '?pageSize=2')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    expect(page.items).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: '/api/v1/reviews' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/reviews/1' })).statusCode).toBe(401);
  });
});
