/**
 * The API in the shopper's language (docs/architecture.md#languages): ?lang beats Accept-Language,
 * default French; the texts the server and the seed write come back in Arabic in the same fields,
 * product names stay as printed; caches never mix languages; Content-Language and Vary; the
 * sign-in SMS follows the account's LANGUAGE.
 */
import type {
  CatalogueImagesResponse,
  CategoriesResponse,
  CataloguesResponse,
  LastChanceCategories,
  LastChancePage,
  PromoPage,
  StoresResponse,
} from '@qadhya/contracts';
import { fixedClock, parseTunisDateTime } from '@qadhya/domain';
import { openDatabase } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { langOf } from '../../src/http/lang.ts';
import { noteAr, storeAddressAr, storeNameAr } from '../../src/seed/arabic.ts';
import { ensureDemoData } from '../../src/seed/index.ts';
import { createUser, randomIp, randomPhone } from '../helpers/accounts.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { TEST_NOW } from '../helpers/build-test-app.ts';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-zÀ-ÿ]/;
const PROMOS = '/api/v1/promos?oc_debut=2026-11-18&oc_fin=2026-11-30&pageSize=100';

/** Every promo note of the seed, in French: the ones the generator writes. */
const FRENCH_NOTE =
  /^(Offre valable le (dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{2}\/\d{2} uniquement|Dans la limite des stocks disponibles|Limité à 3 articles par client|Prix spécial du jour|Super Friday : prix exceptionnel le vendredi \d{2}\/\d{2})$/;

describe('the API in French and in Arabic', () => {
  const t = appPerBlock();
  const get = t.get;

  it('categories: Arabic names for ar, the exact French for fr, same ids and fields', async () => {
    const fr = await get('/api/v1/categories?lang=fr');
    const ar = await get('/api/v1/categories?lang=ar');
    expect(fr.statusCode).toBe(200);
    expect(ar.statusCode).toBe(200);
    const frItems = fr.json<CategoriesResponse>().items;
    const arItems = ar.json<CategoriesResponse>().items;
    expect(arItems.map((c) => c.CATEGORY_ID)).toEqual(frItems.map((c) => c.CATEGORY_ID));
    const byId = (items: CategoriesResponse['items'], id: number) => items.find((c) => c.CATEGORY_ID === id)!.CATEGORY_NAME;
    expect(byId(frItems, 447)).toBe('Auto');
    expect(byId(frItems, 485)).toBe('Bébé');
    expect(byId(frItems, 68)).toBe('TV & Hi-Fi');
    expect(byId(arItems, 447)).toBe('سيارات');
    expect(byId(arItems, 485)).toBe('رضّع');
    for (const c of arItems) {
      expect(c.CATEGORY_NAME, String(c.CATEGORY_ID)).toMatch(ARABIC);
      expect(c.CATEGORY_NAME, String(c.CATEGORY_ID)).not.toMatch(LATIN_LETTER);
    }
    expect(fr.headers['content-language']).toBe('fr');
    expect(ar.headers['content-language']).toBe('ar');
    expect(String(ar.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('promos: notes and category labels in Arabic for ar (day names, dates), the French for fr; product names as printed', async () => {
    const fr = (await get(`${PROMOS}&lang=fr`)).json<PromoPage>().items;
    const arRes = await get(`${PROMOS}&lang=ar`);
    expect(arRes.statusCode).toBe(200);
    const ar = arRes.json<PromoPage>().items;
    expect(ar.map((p) => `${p.id}/${p.promo_date}`)).toEqual(fr.map((p) => `${p.id}/${p.promo_date}`));
    expect(fr.length).toBeGreaterThan(10);
    const withNote = fr.filter((p) => p.plus !== null);
    expect(withNote.length).toBe(fr.length);
    for (const [i, p] of fr.entries()) {
      const a = ar[i]!;
      expect(p.plus).toMatch(FRENCH_NOTE);
      expect(a.plus).toMatch(ARABIC);
      expect(a.plus).toBe(noteAr(p.plus));
      expect(a.category_name).toMatch(ARABIC);
      expect(a.name).toBe(p.name);
      expect(a.marque).toBe(p.marque);
    }
    const dated = fr.findIndex((p) => p.plus!.startsWith('Offre valable le mardi 24/11'));
    if (dated >= 0) expect(ar[dated]!.plus).toBe('العرض صالح يوم الثلاثاء 24/11 فقط');
    const limited = fr.findIndex((p) => p.plus === 'Limité à 3 articles par client');
    if (limited >= 0) expect(ar[limited]!.plus).toBe('3 قطع كحدّ أقصى لكلّ حريف');
    expect(arRes.headers['content-language']).toBe('ar');
    expect(String(arRes.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('Accept-Language picks Arabic when preferred to French; ?lang beats it; default French', async () => {
    const name = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      return {
        name: res.json<CategoriesResponse>().items.find((c) => c.CATEGORY_ID === 447)!.CATEGORY_NAME,
        lang: res.headers['content-language'],
      };
    };
    expect(await name('/api/v1/categories')).toEqual({ name: 'Auto', lang: 'fr' });
    expect(await name('/api/v1/categories', { 'accept-language': 'ar-TN,ar;q=0.9,fr;q=0.8' })).toEqual({ name: 'سيارات', lang: 'ar' });
    expect(await name('/api/v1/categories', { 'accept-language': 'fr-FR,fr;q=0.9,ar;q=0.5' })).toEqual({ name: 'Auto', lang: 'fr' });
    expect(await name('/api/v1/categories', { 'accept-language': 'en-US,en;q=0.9' })).toEqual({ name: 'Auto', lang: 'fr' });
    expect(await name('/api/v1/categories?lang=fr', { 'accept-language': 'ar' })).toEqual({ name: 'Auto', lang: 'fr' });
    expect(await name('/api/v1/categories?lang=ar', { 'accept-language': 'fr' })).toEqual({ name: 'سيارات', lang: 'ar' });
  });

  it('an unknown lang is a 400 JSON error, never a 500', async () => {
    for (const url of [
      '/api/v1/categories?lang=en',
      `${PROMOS}&lang=xx`,
      '/api/v1/stores?lang=AR',
      '/api/v1/last-chance/categories?lang=',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ code: string }>().code, url).toBeTypeOf('string');
    }
  });

  it('the response cache never mixes languages: ar, then fr, then ar on one app (by query and by header)', async () => {
    const read = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      return res;
    };
    for (const [base, pick] of [
      [PROMOS, (r: string) => (JSON.parse(r) as PromoPage).items[0]!.plus!],
      ['/api/v1/last-chance?pageSize=5', (r: string) => (JSON.parse(r) as LastChancePage).items[0]!.category_name],
      ['/api/v1/stores', (r: string) => (JSON.parse(r) as StoresResponse).items[0]!.storename],
      ['/api/v1/catalogues', (r: string) => (JSON.parse(r) as CataloguesResponse).items[0]!.name],
    ] as const) {
      const sep = base.includes('?') ? '&' : '?';
      const ar1 = await read(`${base}${sep}lang=ar`);
      const fr = await read(`${base}${sep}lang=fr`);
      const ar2 = await read(`${base}${sep}lang=ar`);
      expect(pick(ar1.body), base).toMatch(ARABIC);
      expect(pick(fr.body), base).not.toMatch(ARABIC);
      expect(ar2.body, base).toBe(ar1.body);
      expect(ar1.headers.etag, base).not.toBe(fr.headers.etag);
      // The same through Accept-Language, after both are cached.
      const byHeaderAr = await read(base, { 'accept-language': 'ar' });
      const byHeaderFr = await read(base, { 'accept-language': 'fr' });
      expect(byHeaderAr.body, base).toBe(ar1.body);
      expect(byHeaderFr.body, base).toBe(fr.body);
      expect(byHeaderAr.headers['content-language']).toBe('ar');
      expect(String(byHeaderAr.headers.vary).toLowerCase(), base).toContain('accept-language');
      expect(String(byHeaderAr.headers.vary).toLowerCase(), base).toContain('accept-encoding');
    }
  });

  it('last-chance category tabs in Arabic, sorted; store names, addresses and places in Arabic', async () => {
    const tabs = (await get('/api/v1/last-chance/categories?lang=ar')).json<LastChanceCategories>().categories;
    expect(tabs.length).toBeGreaterThan(3);
    for (const t of tabs) expect(t.CATEGORY_NAME).toMatch(ARABIC);
    const frTabs = (await get('/api/v1/last-chance/categories')).json<LastChanceCategories>().categories;
    expect(new Set(frTabs.map((t) => t.CATEGORY_ID))).toEqual(new Set(tabs.map((t) => t.CATEGORY_ID)));
    expect(frTabs.some((t) => t.CATEGORY_NAME === 'Bébé' || t.CATEGORY_NAME === 'Auto' || t.CATEGORY_NAME === 'TV & Hi-Fi')).toBe(true);

    const fr = (await get('/api/v1/stores?lang=fr')).json<StoresResponse>().items;
    const ar = (await get('/api/v1/stores?lang=ar')).json<StoresResponse>().items;
    expect(ar.map((s) => s.magasin_code)).toEqual(fr.map((s) => s.magasin_code));
    for (const [i, s] of ar.entries()) {
      const f = fr[i]!;
      expect(s.storename.startsWith('قضيّة ')).toBe(true);
      expect(s.address).toMatch(ARABIC);
      expect(s.gouvernorat).toMatch(ARABIC);
      expect(s.delegation).toMatch(ARABIC);
      // The spec's look-up keys stay French.
      expect(s.city).toBe(f.city);
      expect(s.region_name).toBe(f.region_name);
      expect(f.storename.startsWith('Qadhya ')).toBe(true);
      expect(f.gouvernorat).toBe(f.region_name);
    }
    const near = await get('/api/v1/stores/near?lat=36.8&lng=10.18&radius=5000&lang=ar');
    expect(near.statusCode).toBe(200);
    expect(near.json<StoresResponse>().items[0]!.storename).toMatch(ARABIC);
    expect(near.headers['content-language']).toBe('ar');
    const nearFr = await get('/api/v1/stores/near?lat=36.8&lng=10.18&radius=5000');
    expect(nearFr.json<StoresResponse>().items[0]!.storename).toMatch(/^Qadhya /);
  });

  it('catalogue titles in Arabic (list and images call), product category labels in Arabic', async () => {
    const list = (await get('/api/v1/catalogues?lang=ar')).json<CataloguesResponse>().items;
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(c.name).toMatch(ARABIC);
    const first = list[0]!;
    const images = (await get(`/api/v1/catalogues/images?week=${first.week}&year=${first.year}&lang=ar`)).json<CatalogueImagesResponse>();
    expect(images.catalogue!.name).toBe(first.name);
    const products = (await get(`/api/v1/catalogues/${first.id}/products?lang=ar&pageSize=20`)).json<PromoPage>().items;
    for (const p of products) expect(p.category_name).toMatch(ARABIC);
    const one = await get(`/api/v1/products/${products[0]!.id}?lang=ar`);
    expect(one.json<{ category_name: string; name: string }>().category_name).toMatch(ARABIC);
    const oneFr = await get(`/api/v1/products/${products[0]!.id}`);
    expect(oneFr.json<{ name: string }>().name).toBe(one.json<{ name: string }>().name);
  });

  it('the sign-in SMS follows the account LANGUAGE, else the request language', async () => {
    const outbox = async (phone: string) => {
      const res = await get(`/api/dev/outbox?phone=${phone}`);
      return (res.json() as { items: { text: string }[] }).items[0]!.text;
    };
    const send = (phone: string, query = '', headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/auth/otp${query}`,
        payload: { PHONE: phone, PURPOSE: 'login' },
        remoteAddress: randomIp(),
        headers,
      });

    const arabic = await createUser(t.app, { language: 'ar' });
    expect((await send(arabic.phone, '?lang=fr')).statusCode).toBe(200);
    const arText = await outbox(arabic.phone);
    expect(arText).toMatch(ARABIC);
    expect(arText).toMatch(/^قضيّة: رمز التحقّق الخاص بك هو \d{5}\. تنتهي صلاحيته بعد /);

    const french = await createUser(t.app, { language: 'fr' });
    expect((await send(french.phone, '', { 'accept-language': 'ar' })).statusCode).toBe(200);
    expect(await outbox(french.phone)).toMatch(/^Qadhya : votre code de vérification est \d{5}\./);

    const unknownAr = randomPhone();
    expect((await send(unknownAr, '', { 'accept-language': 'ar-TN' })).statusCode).toBe(200);
    expect(await outbox(unknownAr)).toMatch(ARABIC);
    const unknownFr = randomPhone();
    expect((await send(unknownFr)).statusCode).toBe(200);
    expect(await outbox(unknownFr)).toMatch(/^Qadhya : /);
    expect((await send(randomPhone(), '?lang=de')).statusCode).toBe(400);
  });
});

describe('the Arabic forms and the language choice (no database)', () => {
  it('composes dated promo notes with the Arabic day name', () => {
    expect(noteAr('Offre valable le mardi 24/11 uniquement')).toBe('العرض صالح يوم الثلاثاء 24/11 فقط');
    expect(noteAr('Offre valable le vendredi 27/11 uniquement')).toBe('العرض صالح يوم الجمعة 27/11 فقط');
    expect(noteAr('Prix spécial du jour')).toBe('سعر خاص بهذا اليوم');
    expect(noteAr('Super Friday : prix exceptionnel le vendredi 27/11')).toBe('سوبر فرايداي: سعر استثنائي يوم الجمعة 27/11');
    expect(noteAr('Texte inconnu')).toBeNull();
    expect(noteAr(null)).toBeNull();
  });

  it('store names and addresses with the Arabic delegation name', () => {
    expect(storeNameAr('Qadhya Bab Bhar', 'Bab Bhar', 'باب بحر')).toBe('قضيّة باب بحر');
    expect(storeNameAr('Qadhya Bab Bhar Gare', 'Bab Bhar', 'باب بحر')).toBe('قضيّة باب بحر المحطة');
    expect(storeNameAr('Qadhya Sfax Route de Tunis', 'Sfax Ville', 'صفاقس المدينة')).toBe('قضيّة صفاقس طريق تونس');
    expect(storeAddressAr('12 Rue de la Liberté, 1000 Bab Bhar', 'Bab Bhar', 'باب بحر')).toBe('12 نهج الحرية، 1000 باب بحر');
    expect(storeAddressAr('Route de Tunis km 4, 3000 Sfax Ville', 'Sfax Ville', 'صفاقس المدينة')).toBe(
      'طريق تونس كلم 4، 3000 صفاقس المدينة',
    );
  });

  it('reads Accept-Language by quality', () => {
    const lang = (accept?: string, query: Record<string, string> = {}) =>
      langOf({ query, headers: accept === undefined ? {} : { 'accept-language': accept } } as never);
    expect(lang()).toBe('fr');
    expect(lang('ar')).toBe('ar');
    expect(lang('ar-TN;q=0.8, fr;q=0.9')).toBe('fr');
    expect(lang('fr;q=0.5, ar-TN;q=0.8')).toBe('ar');
    expect(lang('*')).toBe('fr');
    expect(lang('ar;q=0')).toBe('fr');
    expect(lang('garbage;;;q=x')).toBe('fr');
    expect(lang('ar', { lang: 'fr' })).toBe('fr');
  });
});

describe('a database seeded before migrations 0013, 0014 and 0015', () => {
  // Writes to a database of its own (an in-memory PGlite, migrated and seeded), so it runs whatever
  // the shared test database is.
  it('gets its Arabic forms on the next start', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<typeof ensureDemoData>[2];
      const clock = fixedClock(parseTunisDateTime(TEST_NOW)!);
      await migrate(database);
      await ensureDemoData(database, clock, quiet);
      const db = database.db;
      await db.updateTable('categories').set({ category_name_ar: null }).execute();
      await db.updateTable('promos').set({ plus_ar: null }).execute();
      await db.updateTable('catalogues').set({ name_ar: null }).execute();
      await db.updateTable('stores').set({ storename_ar: null, address_ar: null }).execute();
      await db.updateTable('catalogue_pages').set({ title_ar: null }).execute();
      await db.updateTable('products').set({ short_description_ar: null, description_ar: null }).execute();
      await ensureDemoData(database, clock, quiet);
      const count = async (table: 'categories' | 'promos' | 'catalogues' | 'stores' | 'catalogue_pages' | 'products', column: string) =>
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} is null`.execute(db)).rows[0]!
          .n;
      expect(await count('categories', 'category_name_ar')).toBe(0);
      expect(await count('promos', 'plus_ar')).toBe(0);
      expect(await count('catalogues', 'name_ar')).toBe(0);
      expect(await count('stores', 'storename_ar')).toBe(0);
      expect(await count('stores', 'address_ar')).toBe(0);
      expect(await count('catalogue_pages', 'title_ar')).toBe(0); // migration 0014
      expect(await count('products', 'short_description_ar')).toBe(0); // migration 0015
      expect(await count('products', 'description_ar')).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
