/**
 * SIM reservations (docs/mobile-offer.md#sim-reservation): every rule of the form with the field it
 * names, one open reservation per ID document, the ID number sealed at rest and masked in answers,
 * the two-user matrix, support's moves told in the shopper's inbox, deletion with the account.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { RESERVATIONS_PER_DAY } from '../../src/modules/mobile-offer/mobile-offer.service.ts';
import { call, ok, rid } from '../shopping-lists/list-fixtures.ts';
import { auditActions } from '../helpers/audit.ts';

let app: FastifyInstance;
let support: TestStaff;
let a: TestAccount;
let b: TestAccount;

/** A CIN nobody else in this database has (the PostgreSQL run shares one database). */
const freshCin = () => String(10_000_000 + crypto.randomInt(89_999_999));
const form = (over: Record<string, unknown> = {}) => ({
  ACTION: 'Portabilité',
  LINE_NUMBER: '22 123 456',
  LAST_NAME: 'Ben Salah',
  FIRST_NAME: 'Amel',
  ADDRESS: '12 rue de Marseille, Tunis',
  TYPE: 'CIN',
  NUMBER_IDENTITE: freshCin(),
  request_id: rid(),
  ...over,
});
const reserve = (who: TestAccount, body: Record<string, unknown>) => call(app, who, 'POST', '/sim-reservations', body);
const problems = async (body: Record<string, unknown>) => {
  const res = await reserve(a, body);
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().code).toBe('FORM_INVALID');
  return Object.fromEntries((res.json().details as { path: string; message: string }[]).map((d) => [d.path, d.message]));
};
const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: support.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  support = await createStaff(app, 'support');
  a = await createUser(app, { name: 'Amel', lastname: 'Ben Salah' });
  b = await createUser(app, { name: 'Bilel' });
});
afterAll(async () => {
  await app.close();
});

describe('the form', () => {
  it('names every missing field at once, with the rule the app turns into the spec’s message', async () => {
    expect(await problems({ request_id: rid() })).toEqual({
      ACTION: 'required',
      LINE_NUMBER: 'required',
      LAST_NAME: 'required',
      FIRST_NAME: 'required',
      ADDRESS: 'required',
      TYPE: 'required',
      NUMBER_IDENTITE: 'required',
    });
    expect(await problems(form({ LAST_NAME: '   ', ADDRESS: '' }))).toEqual({ LAST_NAME: 'required', ADDRESS: 'required' });
  });

  it('checks what an office would: a Tunisian mobile, another operator’s for a portability, a CIN of 8 digits, a passport’s shape', async () => {
    expect(await problems(form({ LINE_NUMBER: '71 123 456' }))).toEqual({ LINE_NUMBER: 'phone' });
    expect(await problems(form({ LINE_NUMBER: '2212345' }))).toEqual({ LINE_NUMBER: 'phone' });
    expect(await problems(form({ LINE_NUMBER: '36123456' }))).toEqual({ LINE_NUMBER: 'own_number' });
    expect(await problems(form({ NUMBER_IDENTITE: '1234567' }))).toEqual({ NUMBER_IDENTITE: 'cin' });
    expect(await problems(form({ TYPE: 'Passport', NUMBER_IDENTITE: 'ABCDEFG' }))).toEqual({ NUMBER_IDENTITE: 'passport' });
    expect(await problems(form({ ACTION: 'Résiliation', TYPE: 'Permis' }))).toEqual({ ACTION: 'choice', TYPE: 'choice' });
    expect(await problems(form({ FIRST_NAME: 'x'.repeat(61) }))).toEqual({ FIRST_NAME: 'max' });
  });

  it('refuses a signed-out caller', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/sim-reservations', payload: form() });
    expect(res.statusCode).toBe(401);
  });
});

describe('a reservation', () => {
  it('is stored with the ID number sealed, answered masked, made once per request_id', async () => {
    const body = form({ ACTION: 'Nouveau numéro', LINE_NUMBER: '+216 36 123 456', TYPE: 'Passport', NUMBER_IDENTITE: 'm 123-456' });
    const first = await reserve(a, body);
    expect(first.statusCode, first.body).toBe(201);
    const made = first.json();
    expect(made).toMatchObject({
      ACTION: 'Nouveau numéro',
      LINE_NUMBER: '36123456',
      LAST_NAME: 'Ben Salah',
      FIRST_NAME: 'Amel',
      TYPE: 'Passport',
      NUMBER_IDENTITE: '•••••456',
      status: 'recue',
      store: null,
    });
    const again = await reserve(a, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.id);
    const row = await app.database.db.selectFrom('sim_reservations').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row.id_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('M123456');
    expect(row.id_hash).toMatch(/^[0-9a-f]{64}$/);
    const told = await ok(app, a, 'GET', '/notifications');
    expect(JSON.stringify(told)).toContain('Demande de SIM reçue');
  });

  it('one open reservation per ID document and shopper; cancelled, a corrected one may go', async () => {
    const cin = freshCin();
    const first = await ok(app, a, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    const again = await reserve(a, form({ NUMBER_IDENTITE: ` ${cin.slice(0, 4)} ${cin.slice(4)} ` }));
    expect([again.statusCode, again.json().code]).toEqual([409, 'RESERVATION_EXISTS']);
    // The same number as a passport is another document.
    expect((await reserve(a, form({ TYPE: 'Passport', NUMBER_IDENTITE: cin }))).statusCode).toBe(201);
    expect(await ok(app, a, 'POST', `/sim-reservations/${first.id}/cancel`)).toMatchObject({ status: 'annulee' });
    expect((await ok(app, a, 'POST', `/sim-reservations/${first.id}/cancel`)).status).toBe('annulee');
    expect((await reserve(a, form({ NUMBER_IDENTITE: cin, ADDRESS: '14 rue de Marseille, Tunis' }))).statusCode).toBe(201);
  });

  it('two reservations for one ID sent at the same instant by two shoppers: both stored, one flagged', async () => {
    const cin = freshCin();
    const answers = await Promise.all([reserve(a, form({ NUMBER_IDENTITE: cin })), reserve(b, form({ NUMBER_IDENTITE: cin }))]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await app.database.db
      .selectFrom('sim_reservations')
      .select(['id', 'flagged', 'duplicate_of'])
      .where(
        'id',
        'in',
        answers.map((r) => r.json().id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.flagged).sort()).toEqual([false, true]);
    const [held, dup] = rows[0]!.flagged ? [rows[1]!, rows[0]!] : [rows[0]!, rows[1]!];
    expect(Number(dup.duplicate_of)).toBe(Number(held.id));
  });
});

describe('no oracle on ID numbers (issue 31)', () => {
  /** What a caller can compare between two answers: everything but the generated id and the per-request headers. */
  const visible = (res: Awaited<ReturnType<typeof reserve>>) => {
    const { id, ...body } = res.json() as Record<string, unknown>;
    const headers = Object.keys(res.headers)
      .filter((h) => !['date', 'x-request-id', 'content-length'].includes(h))
      .sort();
    return { status: res.statusCode, body, headers, id: id as number };
  };
  /** A CIN nobody has, ending like `cin` (the answers show the last 3 characters). */
  const sameTail = (cin: string) => {
    for (;;) {
      const other = freshCin().slice(0, 5) + cin.slice(-3);
      if (other !== cin) return other;
    }
  };

  it('a taken ID number answers exactly as a fresh one: same status, body and headers but the id; stored flagged, the same work done', async () => {
    const attacker = await createUser(app, { name: 'Eve' });
    const cin = freshCin();
    const held = await ok(app, await createUser(app), 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    const taken = visible(await reserve(attacker, form({ NUMBER_IDENTITE: cin })));
    const fresh = visible(await reserve(attacker, form({ NUMBER_IDENTITE: sameTail(cin) })));
    expect(taken.status).toBe(201);
    expect({ ...taken, id: 0 }).toEqual({ ...fresh, id: 0 });
    expect(fresh.id).toBeGreaterThan(taken.id);

    const rows = await app.database.db
      .selectFrom('sim_reservations')
      .selectAll()
      .where('id', 'in', [taken.id, fresh.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.flagged, r.duplicate_of === null ? null : Number(r.duplicate_of)])).toEqual([
      [true, held.id],
      [false, null],
    ]);
    // Both sealed and told the same way: nothing skipped for the taken one.
    expect(rows.every((r) => r.id_sealed.startsWith('v1:') && r.id_hash.length === 64)).toBe(true);
    const told = await app.database.db
      .selectFrom('notifications')
      .select('title_fr')
      .where('user_id', '=', attacker.id)
      .where('kind', '=', 'sim_reservation')
      .execute();
    expect(told.map((n) => n.title_fr)).toEqual(['Demande de SIM reçue', 'Demande de SIM reçue']);
    // The shopper's own reading shows no flag either.
    expect(Object.keys(await ok(app, attacker, 'GET', `/sim-reservations/${taken.id}`)).sort()).toEqual(
      Object.keys(await ok(app, attacker, 'GET', `/sim-reservations/${fresh.id}`)).sort(),
    );
    expect(JSON.stringify(await ok(app, attacker, 'GET', '/sim-reservations'))).not.toContain('flag');

    // Support sees the flag and the request it duplicates; the holder's own is not flagged.
    const detail = (await admin('GET', `/sim-reservations/${taken.id}`)).json();
    expect(detail).toMatchObject({ flagged: true, duplicate_of: held.id, shopper: { id: attacker.id } });
    expect((await admin('GET', `/sim-reservations/${held.id}`)).json()).toMatchObject({ flagged: false, duplicate_of: null });
    const listed = (await admin('GET', '/sim-reservations?status=recue&limit=100'))
      .json()
      .items.find((r: { id: number }) => r.id === taken.id);
    expect(listed).toMatchObject({ flagged: true, duplicate_of: held.id });
  });

  it('a duplicate counts against the sender’s quota', async () => {
    const attacker = await createUser(app);
    const cin = freshCin();
    await ok(app, await createUser(app), 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    for (let i = 0; i < RESERVATIONS_PER_DAY - 1; i++) expect((await reserve(attacker, form())).statusCode).toBe(201);
    expect((await reserve(attacker, form({ NUMBER_IDENTITE: cin }))).statusCode).toBe(201);
    const refused = await reserve(attacker, form());
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    const stored = await app.database.db
      .selectFrom('sim_reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', attacker.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(RESERVATIONS_PER_DAY);
  });

  it('the holder is never blocked: not by a request sent before theirs, nor by a flagged one when they send again', async () => {
    const holder = await createUser(app, { name: 'Hela' });
    const squatter = await createUser(app);
    const cin = freshCin();
    // Someone else sent the holder's number first: the holder's request is stored all the same.
    const first = await ok(app, squatter, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    const mine = await ok(app, holder, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    expect((await admin('GET', `/sim-reservations/${mine.id}`)).json()).toMatchObject({ flagged: true, duplicate_of: first.id });
    // Support refuses the squatter's; the holder cancels and sends a corrected one: it holds the document.
    expect(
      (
        await admin('POST', `/sim-reservations/${first.id}/status`, {
          status: 'refusee',
          note: 'Pièce d’un autre client',
          request_key: rid(),
        })
      ).statusCode,
    ).toBe(200);
    await ok(app, holder, 'POST', `/sim-reservations/${mine.id}/cancel`);
    const again = await ok(app, holder, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    expect((await admin('GET', `/sim-reservations/${again.id}`)).json()).toMatchObject({ flagged: false, duplicate_of: null });
    // A flagged request by someone else, still open, does not block the holder's next one either.
    const late = await ok(app, squatter, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    expect((await admin('GET', `/sim-reservations/${late.id}`)).json()).toMatchObject({ flagged: true, duplicate_of: again.id });
    await ok(app, holder, 'POST', `/sim-reservations/${again.id}/cancel`);
    const third = await ok(app, holder, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201);
    expect((await admin('GET', `/sim-reservations/${third.id}`)).json()).toMatchObject({ flagged: false, duplicate_of: null });
  });
});

describe('the limit', () => {
  it(`stores ${RESERVATIONS_PER_DAY} reservations in 24 hours, refused forms not counted`, async () => {
    const busy = await createUser(app);
    for (let i = 0; i < 3; i++) expect((await reserve(busy, form({ NUMBER_IDENTITE: '' }))).statusCode).toBe(422);
    for (let i = 0; i < RESERVATIONS_PER_DAY; i++) expect((await reserve(busy, form())).statusCode).toBe(201);
    const refused = await reserve(busy, form());
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(refused.json().retry_after).toBeGreaterThan(86_000);
  });
});

describe('the two-user matrix', () => {
  it('B never sees, follows nor cancels A’s reservation', async () => {
    const mine = await ok(app, a, 'POST', '/sim-reservations', form(), 201);
    expect((await call(app, b, 'GET', `/sim-reservations/${mine.id}`)).statusCode).toBe(404);
    const cancel = await call(app, b, 'POST', `/sim-reservations/${mine.id}/cancel`);
    expect([cancel.statusCode, cancel.json().code]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    const theirs = await ok(app, b, 'GET', '/sim-reservations');
    expect(theirs.items.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect((await ok(app, a, 'GET', `/sim-reservations/${mine.id}`)).status).toBe('recue');
  });
});

describe('support handles it, the shopper follows it', () => {
  let id: number;
  let cin: string;
  beforeAll(async () => {
    cin = freshCin();
    id = (await ok(app, a, 'POST', '/sim-reservations', form({ NUMBER_IDENTITE: cin }), 201)).id;
  });

  it('lists it masked with the shopper; the whole number is read on demand, and that reading is audited', async () => {
    const page = (await admin('GET', '/sim-reservations?status=recue&limit=100')).json();
    const row = page.items.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      NUMBER_IDENTITE: `•••••${cin.slice(-3)}`,
      shopper: { id: a.id, name: 'Amel Ben Salah' },
      status: 'recue',
      handled_by: null,
    });
    expect(row.shopper.phone).toMatch(/^•+\d{3}$/);
    expect(page.counts.recue).toBeGreaterThanOrEqual(1);
    const read = await admin('POST', `/sim-reservations/${id}/id-number`);
    expect(read.json()).toEqual({ NUMBER_IDENTITE: cin });
    expect(read.headers['cache-control']).toBe('no-store');
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'sim_reservation')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((l) => l.action)).toContain('sim_reservation.read_id');
    expect(JSON.stringify(audit)).not.toContain(cin);
    expect((await call(app, a, 'GET', '/admin/sim-reservations')).statusCode).toBe(401);
  });

  it('moves it forward, each move audited and told once; a refusal needs a reason, a ready SIM a store', async () => {
    const key = rid();
    const moved = await admin('POST', `/sim-reservations/${id}/status`, { status: 'en_traitement', request_key: key });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'en_traitement', handled_by: support.email });
    expect((await admin('POST', `/sim-reservations/${id}/status`, { status: 'en_traitement', request_key: key })).statusCode).toBe(200);
    const noStore = await admin('POST', `/sim-reservations/${id}/status`, { status: 'prete', request_key: rid() });
    expect([noStore.statusCode, noStore.json().code]).toEqual([409, 'RESERVATION_MOVE_INVALID']);
    const noReason = await admin('POST', `/sim-reservations/${id}/status`, { status: 'refusee', request_key: rid() });
    expect(noReason.json().code).toBe('RESERVATION_MOVE_INVALID');
    const unknown = await admin('POST', `/sim-reservations/${id}/status`, { status: 'prete', magasin_code: 'NOPE', request_key: rid() });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'STORE_NOT_FOUND']);
    const store = await app.database.db
      .selectFrom('stores')
      .select(['magasin_code', 'storename', 'storename_ar'])
      .where('storename_ar', 'is not', null)
      .orderBy('magasin_code')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ready = await admin('POST', `/sim-reservations/${id}/status`, {
      status: 'prete',
      magasin_code: store.magasin_code,
      note: 'Apportez votre CIN.',
      request_key: rid(),
    });
    expect(ready.json()).toMatchObject({ status: 'prete', store: { magasin_code: store.magasin_code } });
    const back = await admin('POST', `/sim-reservations/${id}/status`, { status: 'refusee', note: 'trop tard', request_key: rid() });
    expect(back.json().code).toBe('RESERVATION_MOVE_INVALID');

    expect(await ok(app, a, 'GET', `/sim-reservations/${id}`)).toMatchObject({
      status: 'prete',
      status_note: 'Apportez votre CIN.',
      store: { magasin_code: store.magasin_code, storename: store.storename },
    });
    // In Arabic the store is named in Arabic, on the request and in the inbox (docs/formats.md, issue 35).
    expect(await ok(app, a, 'GET', `/sim-reservations/${id}?lang=ar`)).toMatchObject({ store: { storename: store.storename_ar } });
    const cancel = await call(app, a, 'POST', `/sim-reservations/${id}/cancel`);
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'RESERVATION_CLOSED']);
    const inbox = await app.database.db
      .selectFrom('notifications')
      .select(['kind', 'title_fr', 'body_fr', 'body_ar', 'link'])
      .where('user_id', '=', a.id)
      .where('kind', '=', 'sim_reservation')
      .execute();
    const titles = inbox.map((n) => n.title_fr);
    expect(titles.filter((t) => t === 'Votre demande de SIM est en traitement')).toHaveLength(1);
    expect(titles).toContain('Votre SIM est prête');
    expect(inbox.find((n) => n.title_fr === 'Votre SIM est prête')!.body_fr).toContain(store.storename);
    expect(inbox.find((n) => n.title_fr === 'Votre SIM est prête')!.body_ar).toContain(store.storename_ar!);
    expect(inbox.find((n) => n.title_fr === 'Votre SIM est prête')!.body_ar).not.toContain(store.storename);
    expect(inbox.every((n) => n.link === '/layout/aziza-mobile')).toBe(true);
    const audit = await auditActions(app, 'sim_reservation', id);
    expect(audit.filter((action) => action === 'sim_reservation.status')).toHaveLength(2);
  });

  it('a refusal reaches the shopper with its reason, in Arabic too', async () => {
    const other = (await ok(app, b, 'POST', '/sim-reservations', form(), 201)).id;
    const res = await admin('POST', `/sim-reservations/${other}/status`, {
      status: 'refusee',
      note: 'Pièce illisible',
      request_key: rid(),
    });
    expect(res.json()).toMatchObject({ status: 'refusee', status_note: 'Pièce illisible' });
    const told = await app.database.db
      .selectFrom('notifications')
      .select(['title_fr', 'title_ar', 'body_fr'])
      .where('user_id', '=', b.id)
      .where('kind', '=', 'sim_reservation')
      .execute();
    expect(told).toContainEqual(
      expect.objectContaining({
        title_fr: 'Demande de SIM refusée',
        title_ar: 'تم رفض طلب الشريحة',
        body_fr: expect.stringContaining('Motif : Pièce illisible'),
      }),
    );
  });

  it('the keyset pages walk every reservation once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: number }[]; next_cursor: string | null } = (
        await admin('GET', `/sim-reservations?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor && seen.length < 500);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(id);
  });
});

describe('deletion with the account', () => {
  it('the reservations and their sealed numbers go with the account', async () => {
    const gone = await createUser(app);
    const made = await ok(app, gone, 'POST', '/sim-reservations', form(), 201);
    expect((await call(app, gone, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect(await app.database.db.selectFrom('sim_reservations').select('id').where('id', '=', made.id).executeTakeFirst()).toBeUndefined();
  });
});
