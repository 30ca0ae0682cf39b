/**
 * Issue 15's "Done when", end to end (docs/back-office.md): from a fresh start with the demo data
 * off, the chain runs a week through the HTTP API alone — the first admin from the command line
 * (`admin:create`), staff signed in with password + TOTP, two stores, two products with a checked
 * EAN-13, next week's catalogue (image pages, zones linked to skus, prices) published, a day's promo,
 * and the stock and last chance fed by the chain's systems with a store-bound API key (plus a store
 * manager's CSV count). The shopper's routes then show each of them, with the clock moved as the week
 * rules say (next week's catalogue from Tuesday 13:00, docs/catalogue-admin.md#publishing); the
 * audit log holds exactly one line per write, with who made it (staff or API key); and the role
 * guards refuse anonymous callers, the wrong role, another store and a missing scope on the way.
 *
 * The app starts as production does (`startApp`: migrations, reference geography, no demo data) on a
 * PGlite folder of its own, never the seeded test template, whatever database the run uses.
 *
 * The spec's category tree is reference data loaded by every start (docs/reference-data.md#categories),
 * so the chain's first product goes into a real aisle (601, Épicerie) with nothing written outside the API.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry, CatalogueImagesResponse, CataloguesResponse, GovernoratesResponse, ProductPage } from '@qadhya/contracts';
import { isTravelClock, parseTunisDateTime, withCheckDigit } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreate } from '../../src/cli/admin-create.ts';
import { loadConfig } from '../../src/config.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { startApp } from '../../src/startup.ts';
import { multipartFiles } from '../catalogue-admin/helpers.ts';

// ---- The app, its clock, the calls ----

/** Monday of catalogue week 47 (Wednesday 18 → Tuesday 24 November 2026): the chain prepares next week, 48 (25 November → 1 December). */
const MONDAY = '2026-11-23T09:00';
const NEXT_WEEK = { id: 202648, week: 48, year: '26', wednesday: '2026-11-25', tuesday: '2026-12-01' };
const PROMO_DAY = '2026-11-26'; // the Thursday of week 48

let app: FastifyInstance;
let dataDir: string;

/** Moves the app's clock forward to a Tunis wall time (it started at APP_NOW and runs on). */
function at(wall: string) {
  const clock = app.clock;
  if (!isTravelClock(clock)) throw new Error('a NODE_ENV=test start has a clock tests can move');
  const ms = parseTunisDateTime(wall)!.getTime() - clock.now().getTime();
  expect(ms, `the clock only moves forward, to ${wall}`).toBeGreaterThan(0);
  clock.advance(ms);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Headers = Record<string, string>;
const call = (method: Method, url: string, headers: Headers = {}, payload?: object | string | Buffer) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
/** A back-office call with a staff member's headers (or none: anonymous). */
const admin = (method: Method, url: string, headers: Headers, payload?: object) => call(method, `/admin${url}`, headers, payload);
/** A shopper's read: no token at all. */
const shopper = async <T = never>(url: string): Promise<T> => {
  const res = await call('GET', url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json<T>();
};
/** The answer's status and error code, for the refusals. */
const refusal = async (res: Promise<{ statusCode: number; json: () => { code?: string } }>) => {
  const r = await res;
  return [r.statusCode, r.json().code];
};

// ---- Staff: sign-in with password, then TOTP from "the authenticator app" (the secret of the QR) ----

interface Member {
  id: number;
  email: string;
  secret: string;
  headers: Headers;
}

/** First sign-in: password → enrol step (QR) → the first code opens the session. */
async function signInFirstTime(email: string, password: string): Promise<Member> {
  const step = await admin('POST', '/auth/login', {}, { email, password });
  expect(step.statusCode).toBe(200);
  expect(step.json()).toMatchObject({ step: 'enrol', ticket: expect.any(String), qr_svg: expect.stringMatching(/^<svg/) });
  const secret = new URL(step.json().otpauth_uri).searchParams.get('secret')!;
  const session = await admin('POST', '/auth/enrol', {}, { ticket: step.json().ticket, code: totpCode(secret, app.clock.now()) });
  expect(session.statusCode).toBe(200);
  expect(session.json().token).toMatch(/^stf_/);
  expect(session.json().recovery_codes).toHaveLength(10);
  return { id: session.json().staff.id, email, secret, headers: { authorization: `Bearer ${session.json().token}` } };
}

/** A later sign-in (the session went idle): password → TOTP code. */
async function signInAgain(member: Member, password: string) {
  const step = await admin('POST', '/auth/login', {}, { email: member.email, password });
  expect(step.json()).toMatchObject({ step: 'totp' });
  const session = await admin('POST', '/auth/verify', {}, { ticket: step.json().ticket, code: totpCode(member.secret, app.clock.now()) });
  expect(session.statusCode).toBe(200);
  member.headers = { authorization: `Bearer ${session.json().token}` };
}

/** An admin creates the member (initial password shown once); they sign in, enrol and choose their own password. */
async function hire(by: Member, email: string, role: 'marketing' | 'store_manager', stores: string[] = []): Promise<Member> {
  const created = await admin('POST', '/staff', by.headers, { email, role, stores });
  expect(created.statusCode).toBe(201);
  const member = await signInFirstTime(email, created.json().initial_password);
  expect(await refusal(admin('GET', '/dashboard', member.headers))).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
  const changed = await admin('POST', '/auth/password', member.headers, {
    current_password: created.json().initial_password,
    new_password: `${role} pass phrase of mine`,
  });
  expect(changed.statusCode).toBe(200);
  return member;
}

/** The answer of GET /admin/audit. */
type AuditLog = { items: AuditEntry[]; total: number };

/** A catalogue page as an image: a coloured 350×500 PNG. */
const pagePng = (background: string) =>
  sharp({ create: { width: 350, height: 500, channels: 3, background } })
    .png()
    .toBuffer();

// ---- The week ----

const STORE_A = 'TN0101';
const STORE_B = 'TN0102';
const HARISSA = {
  sku: '200001',
  ean: withCheckDigit('619100000001'),
  name: 'Harissa du Cap Bon',
  marque: 'Sicam',
  size: '380 g',
  base_price: 2350,
};
const COUSCOUS = {
  sku: '200002',
  ean: withCheckDigit('619100000002'),
  name: 'Couscous moyen',
  marque: 'Diari',
  size: '1 kg',
  base_price: 3200,
};
const ADMIN_PASSWORD = 'une phrase de passe longue';

let first: Member;
let marketing: Member;
let manager: Member;
let apiKey: { id: number; headers: Headers };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-week-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO_DATA: 'off',
    APP_NOW: MONDAY,
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    // Versions read before every answer: a write is seen at once (in production within a second).
    CACHE_VERSION_CHECK_MS: '0',
  });
  expect(config.demoData).toBe(false);
  expect(config.databaseUrl).toBeUndefined();
  app = await startApp(config);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('from a fresh start, the chain runs a week through the API (issue 15, Done when)', () => {
  it('starts empty (no staff, stores, products, catalogues, promos, stock or audit lines) but with the spec’s categories', async () => {
    const db = app.database.db;
    const epicerie = await db
      .selectFrom('categories')
      .select(['category_name', 'category_name_ar'])
      .where('category_id', '=', 601)
      .executeTakeFirst();
    expect(epicerie).toEqual({ category_name: 'Épicerie', category_name_ar: expect.stringMatching(/\p{Script=Arabic}/u) });
    for (const table of ['staff', 'stores', 'products', 'catalogues', 'promos', 'stock', 'last_chance', 'audit_log'] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    expect((await shopper<CataloguesResponse>('/catalogues')).items).toEqual([]);
  });

  it('staff: the first admin from the command line signs in with TOTP and opens two stores; marketing and a store manager are hired', async () => {
    const created = await adminCreate(app.database.db, app.clock, app.config, [
      '--email',
      'direction@qadhya.test',
      '--password',
      ADMIN_PASSWORD,
    ]);
    expect(created).toMatchObject({ ok: true });
    first = await signInFirstTime('direction@qadhya.test', ADMIN_PASSWORD);

    // Anonymous callers are refused before anything else.
    expect(await refusal(admin('POST', '/stores', {}, { magasin_code: 'X1' }))).toEqual([401, 'UNAUTHORIZED']);

    // Stores in real delegations of the reference geography, read through the shoppers' route.
    const { items: governorates } = await shopper<GovernoratesResponse>('/governorates');
    const delegation = (name: string) => governorates.flatMap((g) => g.delegations).find((d) => d.name === name)!;
    const soukra = delegation('La Soukra');
    const sfax = governorates.find((g) => g.gouvernorat === 'Sfax')!.delegations[0]!;
    for (const [code, d, storename] of [
      [STORE_A, soukra, 'Qadhya La Soukra'],
      [STORE_B, sfax, 'Qadhya Sfax'],
    ] as const) {
      const res = await admin('POST', '/stores', first.headers, {
        magasin_code: code,
        storename,
        address: `Avenue principale, ${d.name}`,
        phone: '+216 70 000 000',
        delegation_id: d.id,
        latitude: d.latitude,
        longitude: d.longitude,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ magasin_code: code, city: d.name, temporarily_closed: false });
    }

    marketing = await hire(first, 'marketing@qadhya.test', 'marketing');
    manager = await hire(first, 'gerant.soukra@qadhya.test', 'store_manager', [STORE_A]);

    // Roles: marketing runs no stores and no staff; a store manager no catalogue.
    expect(await refusal(admin('POST', '/stores', marketing.headers, { magasin_code: 'X1' }))).toEqual([403, 'FORBIDDEN']);
    expect(await refusal(admin('POST', '/staff', marketing.headers, { email: 'x@qadhya.test', role: 'admin' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(await refusal(admin('POST', '/catalogues', manager.headers, { name: 'x', name_ar: 'x', date: NEXT_WEEK.wednesday }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });

  it('marketing adds two products with a checked EAN-13 in one of the spec’s categories', async () => {
    const product = (p: typeof HARISSA) => ({ ...p, category_id: 601, short_description: p.name });
    expect(await refusal(admin('POST', '/products', marketing.headers, { ...product(HARISSA), category_id: 9999 }))).toEqual([
      422,
      'CATEGORY_NOT_FOUND',
    ]);

    const badEan = HARISSA.ean.slice(0, 12) + String((Number(HARISSA.ean[12]) + 1) % 10);
    expect(await refusal(admin('POST', '/products', marketing.headers, { ...product(HARISSA), ean: badEan }))).toEqual([
      422,
      'PRODUCT_EAN_INVALID',
    ]);
    for (const p of [HARISSA, COUSCOUS]) {
      const res = await admin('POST', '/products', marketing.headers, product(p));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        sku: p.sku,
        ean: p.ean,
        base_price: p.base_price,
        price: p.base_price,
        remise: 0,
        category_id: 601,
      });
    }
    expect(await refusal(admin('POST', '/products', manager.headers, product(HARISSA)))).toEqual([403, 'FORBIDDEN']);
  });

  it('marketing publishes next week’s catalogue: the week from a date, two image pages, a zone per product, a price edited', async () => {
    const created = await admin('POST', '/catalogues', marketing.headers, {
      name: 'Les prix fous',
      name_ar: 'أسعار مجنونة',
      theme: 'Spécial hiver',
      date: NEXT_WEEK.wednesday,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: NEXT_WEEK.id,
      week: NEXT_WEEK.week,
      year: NEXT_WEEK.year,
      oc_debut: `${NEXT_WEEK.wednesday} 00:00:00`,
      oc_fin: `${NEXT_WEEK.tuesday} 23:59:59`,
      visible_from: '2026-11-24 13:00:00',
      status: 'draft',
    });
    const id = NEXT_WEEK.id;
    expect(await refusal(admin('POST', `/catalogues/${id}/publish`, marketing.headers))).toEqual([409, 'CATALOGUE_EMPTY']);

    const body = multipartFiles([
      { bytes: await pagePng('#cc2222'), filename: 'page-1.png', type: 'image/png' },
      { bytes: await pagePng('#2266cc'), filename: 'page-2.png', type: 'image/png' },
    ]);
    const pages = await call(
      'POST',
      `/admin/catalogues/${id}/pages`,
      { ...marketing.headers, 'content-type': body.contentType },
      body.payload,
    );
    expect(pages.statusCode, pages.body).toBe(200);

    for (const [page, p, price] of [
      [1, HARISSA, 1990],
      [2, COUSCOUS, 2900],
    ] as const) {
      const zones = await admin('PUT', `/catalogues/${id}/pages/${page}/zones`, marketing.headers, {
        zones: [{ sku: p.sku, x: 20, y: 60, w: 160, h: 200, price, old_price: p.base_price }],
      });
      expect(zones.statusCode, zones.body).toBe(200);
    }
    const price = await admin('PATCH', `/catalogues/${id}/products/${COUSCOUS.sku}`, marketing.headers, { price: 2750 });
    expect(price.statusCode, price.body).toBe(200);

    const published = await admin('POST', `/catalogues/${id}/publish`, marketing.headers);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', page_count: 2, product_count: 2, pages_uploaded: true });
  });

  it('marketing sets Thursday’s promo; an admin creates a store-bound key that feeds stock and last chance; the manager counts an aisle', async () => {
    const promo = await admin('PUT', `/promos/${PROMO_DAY}`, marketing.headers, {
      items: [{ sku: COUSCOUS.sku, price: 2500, note_fr: 'Prix du jeudi', note_ar: 'سعر الخميس' }],
    });
    expect(promo.statusCode, promo.body).toBe(200);
    expect(promo.json()).toMatchObject({ date: PROMO_DAY, promo_key: 'super_jeudi', count: 1 });
    expect(await refusal(admin('PUT', `/promos/${PROMO_DAY}`, manager.headers, { items: [] }))).toEqual([403, 'FORBIDDEN']);

    // Keys are the admin's alone.
    const keyBody = { name: 'Caisse La Soukra', scopes: ['stock:write', 'last_chance:write'], stores: [STORE_A] };
    expect(await refusal(admin('POST', '/api-keys', marketing.headers, keyBody))).toEqual([403, 'FORBIDDEN']);
    expect(await refusal(admin('POST', '/api-keys', manager.headers, keyBody))).toEqual([403, 'FORBIDDEN']);
    const key = await admin('POST', '/api-keys', first.headers, keyBody);
    expect(key.statusCode, key.body).toBe(201);
    expect(key.json().key).toMatch(/^qk_/);
    apiKey = { id: key.json().api_key.id, headers: { authorization: `Bearer ${key.json().key}` } };

    let n = 0;
    const feed = (store: string, kind: 'stock' | 'last-chance', rows: object[], headers = apiKey.headers) =>
      call('PUT', `/integrations/stores/${store}/${kind}`, { ...headers, 'idempotency-key': `erp-2026-11-23-${++n}` }, { rows });

    const stock = await feed(STORE_A, 'stock', [
      { sku: HARISSA.sku, stock: 24 },
      { sku: COUSCOUS.sku, stock: 0 },
    ]);
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json()).toMatchObject({ applied: true, rows: 2, written: 2 });
    const lastChance = await feed(STORE_A, 'last-chance', [{ sku: HARISSA.sku, nouveau_pv: 1200, ancien_pv: 2350, stock: 6 }]);
    expect(lastChance.statusCode, lastChance.body).toBe(200);
    expect(lastChance.json()).toMatchObject({ applied: true, rows: 1, written: 1 });

    // The key: not another store, not a scope it lacks, not without it.
    expect(await refusal(feed(STORE_B, 'stock', [{ sku: HARISSA.sku, stock: 99 }]))).toEqual([403, 'API_KEY_STORE_FORBIDDEN']);
    expect(
      await refusal(
        call(
          'PATCH',
          '/integrations/products',
          { ...apiKey.headers, 'idempotency-key': 'erp-products-1' },
          { rows: [{ sku: HARISSA.sku, price: 100 }] },
        ),
      ),
    ).toEqual([403, 'API_KEY_SCOPE_MISSING']);
    expect(await refusal(feed(STORE_A, 'stock', [{ sku: HARISSA.sku, stock: 99 }], {}))).toEqual([401, 'API_KEY_INVALID']);
    expect(await refusal(feed(STORE_A, 'stock', [{ sku: HARISSA.sku, stock: 99 }], first.headers))).toEqual([401, 'API_KEY_INVALID']);

    // The store manager's CSV count of one aisle: their store only.
    const csv = (store: string) =>
      call(
        'POST',
        `/admin/stores/${store}/stock/import?mode=apply`,
        { ...manager.headers, 'content-type': 'text/csv' },
        `sku;stock\n${COUSCOUS.sku};7\n`,
      );
    const counted = await csv(STORE_A);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await refusal(csv(STORE_B))).toEqual([403, 'FORBIDDEN']);
  });

  it('the shopper sees the stores, products, stock, last chance and scan price at once', async () => {
    const stores = (await shopper<{ items: { magasin_code: string; storename: string }[] }>('/stores')).items;
    expect(stores.map((s) => [s.magasin_code, s.storename])).toEqual([
      [STORE_A, 'Qadhya La Soukra'],
      [STORE_B, 'Qadhya Sfax'],
    ]);

    expect(await shopper(`/products/sku/${HARISSA.sku}`)).toMatchObject({
      sku: HARISSA.sku,
      name: HARISSA.name,
      price: HARISSA.base_price,
    });
    expect((await shopper<ProductPage>('/products?q=harissa')).items.map((p) => p.sku)).toEqual([HARISSA.sku]);

    const stock = await shopper<{ items: { Magasin_Code: string; STOCK: number }[] }>(
      `/stock?sku=${HARISSA.sku}&stores=${STORE_A},${STORE_B}`,
    );
    expect(stock.items.map((r) => [r.Magasin_Code, r.STOCK])).toEqual([
      [STORE_A, 24],
      [STORE_B, 0],
    ]);
    const counted = await shopper<{ items: { Magasin_Code: string; STOCK: number }[] }>(`/stock?sku=${COUSCOUS.sku}&stores=${STORE_A}`);
    expect(counted.items.map((r) => [r.Magasin_Code, r.STOCK])).toEqual([[STORE_A, 7]]);

    const offers = await shopper<{ items: Record<string, unknown>[] }>(`/last-chance?magasin=${STORE_A}`);
    expect(offers.items).toEqual([
      expect.objectContaining({ ARTICLE: HARISSA.sku, MAGASIN: STORE_A, NOUVEAU_PV: 1200, ANCIEN_PV: 2350, REMISE: 49, STOCK_DISPO: 6 }),
    ]);

    const scan = await call('POST', '/scan', {}, { CODE_PRODUIT: HARISSA.ean, MAGASIN_ID: STORE_A });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({
      price: 1200,
      old_price: 2350,
      price_source: 'last_chance',
      stock: 24,
      last_chance_stock: 6,
      store: { magasin_code: STORE_A },
    });
  });

  it('next week’s catalogue shows from Tuesday 13:00, not at 12:59, with its pages, zones and prices; Thursday the promo of the day', async () => {
    const images = () => shopper<CatalogueImagesResponse>(`/catalogues/images?week=${NEXT_WEEK.week}&year=${NEXT_WEEK.year}`);
    const listed = async () => (await shopper<CataloguesResponse>('/catalogues')).items.map((c) => c.id);

    expect(await listed()).toEqual([]);
    at('2026-11-24T12:59');
    expect(await listed()).toEqual([]);
    expect((await images()).catalogue).toBeNull();

    at('2026-11-24T13:00');
    expect(await listed()).toEqual([NEXT_WEEK.id]);
    const { catalogue, images: pages } = await images();
    expect(catalogue).toMatchObject({ id: NEXT_WEEK.id, name: 'Les prix fous', page_count: 2, product_count: 2 });
    expect(pages.map((p) => p.zones.map((z) => [z.sku, z.x, z.y, z.w, z.h]))).toEqual([
      [[HARISSA.sku, 20, 60, 160, 200]],
      [[COUSCOUS.sku, 20, 60, 160, 200]],
    ]);
    const page = await app.inject(pages[1]!.img);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/webp');
    const products = await shopper<ProductPage>(`/catalogues/${NEXT_WEEK.id}/products`);
    expect(products.items.map((p) => [p.sku, p.price, p.old_price, p.remise])).toEqual([
      [HARISSA.sku, 1990, 2350, 15],
      [COUSCOUS.sku, 2750, 3200, 14],
    ]);

    at(`${PROMO_DAY}T10:00`);
    expect(await listed()).toEqual([NEXT_WEEK.id]); // now the current week's
    const promos = await shopper<{ items: Record<string, unknown>[] }>(`/promos?oc_debut=${PROMO_DAY}&oc_fin=${PROMO_DAY}`);
    expect(promos.items).toEqual([
      expect.objectContaining({
        sku: COUSCOUS.sku,
        price: 2500,
        old_price: 3200,
        remise: 22,
        promo: 'super_jeudi',
        promo_date: PROMO_DAY,
        status: 'today',
        plus: 'Prix du jeudi',
      }),
    ]);
  });

  it('the audit log, read by the admin, has exactly one line per write, with who made it; only the admin reads it', async () => {
    expect(await refusal(admin('GET', '/audit', {}))).toEqual([401, 'UNAUTHORIZED']);
    // Days later every session has gone idle: the admin signs in again, with a TOTP code.
    expect(await refusal(admin('GET', '/audit', first.headers))).toEqual([401, 'UNAUTHORIZED']);
    await signInAgain(first, ADMIN_PASSWORD);
    await signInAgain(marketing, 'marketing pass phrase of mine');
    expect(await refusal(admin('GET', '/audit', marketing.headers))).toEqual([403, 'FORBIDDEN']);

    const res = await admin('GET', '/audit?pageSize=100', first.headers);
    expect(res.statusCode).toBe(200);
    const log = res.json<AuditLog>();
    const line = (e: AuditEntry) => [
      e.action,
      e.entity_id,
      e.staff_id ? `staff ${e.staff_id}` : e.api_key_id ? `key ${e.api_key_id}` : 'cli',
    ];
    const [by, mkt, mgr, key, cat] = [
      `staff ${first.id}`,
      `staff ${marketing.id}`,
      `staff ${manager.id}`,
      `key ${apiKey.id}`,
      String(NEXT_WEEK.id),
    ];
    expect([...log.items].reverse().map(line)).toEqual([
      ['staff.create', String(first.id), 'cli'],
      ['totp.enrol', String(first.id), by],
      ['store.create', STORE_A, by],
      ['store.create', STORE_B, by],
      ['staff.create', String(marketing.id), by],
      ['totp.enrol', String(marketing.id), mkt],
      ['staff.password_change', String(marketing.id), mkt],
      ['staff.create', String(manager.id), by],
      ['totp.enrol', String(manager.id), mgr],
      ['staff.password_change', String(manager.id), mgr],
      ['product.create', HARISSA.sku, mkt],
      ['product.create', COUSCOUS.sku, mkt],
      ['catalogue.create', cat, mkt],
      ['catalogue.pages', cat, mkt],
      ['catalogue.zones', cat, mkt],
      ['catalogue.zones', cat, mkt],
      ['catalogue.price', cat, mkt],
      ['catalogue.publish', cat, mkt],
      ['promo_day.replace', PROMO_DAY, mkt],
      ['api_key.create', String(apiKey.id), by],
      ['stock.snapshot', STORE_A, key],
      ['last_chance.snapshot', STORE_A, key],
      ['stock.set', STORE_A, mgr],
    ]);
    expect(log.total).toBe(log.items.length);
    // When: the app's clock, Monday for all of them (the sign-ins since wrote nothing).
    const monday = await admin('GET', '/audit?pageSize=100&from=2026-11-23&to=2026-11-23', first.headers);
    expect(monday.json<AuditLog>().total).toBe(log.total);
    // The machine's writes, by key: before and after counts, never the key itself.
    const machine = (await admin('GET', `/audit?api_key_id=${apiKey.id}`, first.headers)).json<AuditLog>();
    expect(machine.items.map((e) => e.action)).toEqual(['last_chance.snapshot', 'stock.snapshot']);
    expect(JSON.stringify(machine)).not.toContain('qk_');
  });
});
