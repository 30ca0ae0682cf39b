import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';

const clock = mutableClock();
let app: FastifyInstance;
/** Versions this file adds (removed at the end: on PostgreSQL other files share the database). */
const added: number[] = [];

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { CONTACT_EMAIL: 'ecrire@qadhya.test', OWN_BRANDS: 'Délice|Aucune Marque Ici|qadhya tex' } });
});
afterAll(async () => {
  if (added.length) await app.database.db.deleteFrom('content_versions').where('doc', '=', 'cgu').where('version', 'in', added).execute();
  await app.database.db
    .deleteFrom('terms_acceptances')
    .where('version', 'in', added.length ? added : [-1])
    .execute();
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const maxCgu = async () =>
  Number(
    (
      await app.database.db
        .selectFrom('content_versions')
        .select(sql<number>`max(version)`.as('v'))
        .where('doc', '=', 'cgu')
        .executeTakeFirstOrThrow()
    ).v,
  );
async function addCgu(version: number, published: boolean) {
  await app.database.db
    .insertInto('content_versions')
    .values({
      doc: 'cgu',
      version,
      body_fr: `## Article 1\n\nVersion ${version} {email}`,
      body_ar: `## الفصل 1\n\nالنسخة ${version}`,
      effective_on: '2026-12-01',
      published_at: published ? clock.now() : null,
      created_at: clock.now(),
    })
    .execute();
  added.push(version);
}

describe('content: the published texts', () => {
  it('cgu, legal and privacy exist on a fresh database, fr and ar, the e-mail from the settings', async () => {
    for (const doc of ['cgu', 'legal', 'privacy']) {
      const res = await get(`/api/v1/content/${doc}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.doc).toBe(doc);
      expect(body.contact_email).toBe('ecrire@qadhya.test');
      expect(body.body_fr).toContain('ecrire@qadhya.test');
      expect(body.body_ar).toContain('ecrire@qadhya.test');
      expect(body.body_fr).not.toContain('{email}');
      expect(body.body_ar).toMatch(/[\u0600-\u06FF]/);
    }
    const v1 = await sql<{
      d: string;
    }>`select to_char(effective_on, 'YYYY-MM-DD') as d from content_versions where doc = 'cgu' and version = 1`.execute(app.database.db);
    expect(v1.rows[0]?.d).toBe('2025-12-31');
    const cgu = (await get('/api/v1/content/cgu')).json();
    for (const article of ['Mentions légales', 'Accès', 'Objet', 'Données personnelles', 'Modifications', 'Droit applicable'])
      expect(cgu.body_fr).toContain(article);
    expect(cgu.body_fr).toContain('droit tunisien');
    expect(cgu.body_fr).toContain('13 mois');
    expect(cgu.body_fr).toContain("délai d'un mois");
    expect(cgu.body_fr).toMatch(
      /codes-barres[\s\S]*stock en direct[\s\S]*catalogue hebdomadaire[\s\S]*localisation des magasins[\s\S]*jeux[\s\S]*recharge téléphonique/,
    );
  });

  it('answers 304 to its ETag, 400 to an unknown document', async () => {
    const first = await get('/api/v1/content/legal');
    const etag = String(first.headers.etag);
    expect((await get('/api/v1/content/legal', { 'if-none-match': etag })).statusCode).toBe(304);
    const bad = await get('/api/v1/content/secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
  });

  it('serves the latest published version only: a draft stays invisible', async () => {
    const base = await maxCgu();
    await addCgu(base + 1, true);
    await addCgu(base + 2, false);
    const res = (await get('/api/v1/content/cgu')).json();
    expect(res.version).toBe(base + 1);
    expect(res.effective_on).toBe('2026-12-01');
    expect(res.body_fr).toContain('ecrire@qadhya.test');
  });

  it('GET /app/links: the toll-free number and social links of the settings', async () => {
    const res = await get('/api/v1/app/links');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.toll_free).toMatch(/^\d{8}$/);
    expect(body.contact_email).toBe('ecrire@qadhya.test');
    expect(body.social.length).toBeGreaterThan(0);
    for (const s of body.social) expect(s.url).toMatch(/^https:\/\//);
  });
});

describe('terms: accepting a version once', () => {
  it('needs sign-in', async () => {
    expect((await get('/api/v1/terms/status')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/terms/accept', payload: { version: 1 } })).statusCode).toBe(401);
  });

  it('a new shopper needs to accept the current version; accepting is idempotent; an old or future version is refused', async () => {
    const me = await createUser(app);
    const current = (await get('/api/v1/content/cgu')).json().version as number;
    const before = (await get('/api/v1/terms/status', me.headers)).json();
    expect(before).toEqual({ current_version: current, accepted_version: 0, needs_acceptance: true });
    for (const version of [current - 1, current + 1]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/terms/accept', headers: me.headers, payload: { version } });
      if (version < 1) continue;
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TERMS_VERSION_NOT_CURRENT');
    }
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/terms/accept', headers: me.headers, payload: { version: current } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ current_version: current, accepted_version: current, needs_acceptance: false });
    }
    const rows = await app.database.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("two shoppers: A's acceptance is not B's; a newly published version asks A again", async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const current = (await get('/api/v1/terms/status', a.headers)).json().current_version as number;
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/terms/accept', headers: a.headers, payload: { version: current } })).statusCode,
    ).toBe(200);
    expect((await get('/api/v1/terms/status', a.headers)).json().needs_acceptance).toBe(false);
    expect((await get('/api/v1/terms/status', b.headers)).json()).toMatchObject({ accepted_version: 0, needs_acceptance: true });
    await addCgu((await maxCgu()) + 1, true);
    const again = (await get('/api/v1/terms/status', a.headers)).json();
    expect(again).toMatchObject({ current_version: current + 2, accepted_version: current, needs_acceptance: true });
  });

  it('refuses a malformed body with 400', async () => {
    const me = await createUser(app);
    for (const payload of [{}, { version: 'x' }, { version: 0 }, { version: 1, extra: true }]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/terms/accept', headers: me.headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('brands: the chain own brands', () => {
  it('lists the configured brands products.marque carries, in order, with counts and a picture', async () => {
    const res = await get('/api/v1/brands');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.items.map((b: { name: string }) => b.name);
    expect(names).toEqual(['Délice', 'qadhya tex']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from products where lower(marque) = 'délice'`.execute(
      app.database.db,
    );
    expect(body.items[0].product_count).toBe(rows[0]?.n);
    expect(body.items[0].image).toMatch(/^\/api\/v1\/media\/products\//);
    expect((await get(body.items[0].image)).statusCode).toBe(200);
    const paged = (await get('/api/v1/brands?page=2&pageSize=1')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2, hasMore: false });
    expect(paged.items[0].name).toBe('qadhya tex');
  });

  it("a brand's products grouped by category, every product of the brand once", async () => {
    const res = await get(`/api/v1/brands/${encodeURIComponent('DÉLICE')}/products?lang=ar`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.brand).toBe('Délice');
    const all = body.groups.flatMap((g: { items: { marque: string; category_id: number }[]; category_id: number }) => {
      for (const p of g.items) expect(p.category_id).toBe(g.category_id);
      return g.items;
    });
    expect(all.length).toBe(body.total);
    expect(body.groups.length).toBeGreaterThan(1);
    const ids = new Set(body.groups.map((g: { category_id: number }) => g.category_id));
    expect(ids.size).toBe(body.groups.length);
    for (const p of all) expect(p.marque.toLowerCase()).toBe('délice');
  });

  it('404 for a brand that is not one of ours, 400 for a malformed one', async () => {
    expect((await get('/api/v1/brands/Coca-Cola/products')).statusCode).toBe(404);
    expect((await get('/api/v1/brands/Aucune%20Marque%20Ici/products')).statusCode).toBe(200);
    expect((await get('/api/v1/brands/%01x/products')).statusCode).toBe(400);
  });
});
