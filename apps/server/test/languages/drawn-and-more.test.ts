/**
 * More of the API in French and in Arabic (docs/architecture.md#languages): catalogue covers and
 * pages drawn with their words in Arabic under their own URL (docs/media.md#arabic-images), and the
 * other texts the server writes for shoppers.
 */
import type {
  CatalogueImagesResponse,
  CataloguesResponse,
  DelegationNamesResponse,
  FamilyMembers,
  FavouritesResponse,
  LastChanceStockResponse,
  ReceivedInvitations,
  ScanResponse,
  StockResponse,
  StoresResponse,
} from '@qadhya/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';

const ARABIC = /[\u0600-\u06FF]/;
/** Text as the SVG writes it. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A valid image: sharp (librsvg) draws it at its size. */
async function drawn(svg: string): Promise<{ width?: number; height?: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(png).metadata();
}

describe('catalogue images in French and in Arabic', () => {
  const t = appPerBlock();
  const get = t.get;

  it('the catalogue list gives the Arabic cover URL in Arabic; both covers are valid 350x500 images that differ', async () => {
    const fr = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const ar = (await get('/api/v1/catalogues?lang=ar')).json<CataloguesResponse>().items[0]!;
    expect(fr.small_image).toMatch(/\.svg$/);
    expect(ar.small_image).toBe(`${fr.small_image}?lang=ar`);
    const [frImg, arImg] = await Promise.all([get(fr.small_image), get(ar.small_image)]);
    for (const res of [frImg, arImg]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched: no font, no image
      expect(await drawn(res.body)).toMatchObject({ width: 350, height: 500 });
    }
    expect(frImg.headers['content-language']).toBe('fr');
    expect(arImg.headers['content-language']).toBe('ar');
    expect(arImg.body).not.toBe(frImg.body);
    expect(arImg.headers.etag).not.toBe(frImg.headers.etag);
    // French: the French words as SVG text. Arabic: the Arabic title, week and footer as shaped outlines.
    expect(frImg.body).toContain(`>${xml(fr.name)}</text>`);
    expect(frImg.body).toContain('Prix valables du');
    expect(frImg.body).not.toMatch(ARABIC);
    expect(arImg.body).toContain(`aria-label="${ar.name}"`);
    expect(ar.name).toMatch(ARABIC);
    expect(arImg.body).toMatch(/aria-label="أسبوع من \d+/);
    expect(arImg.body).toContain('aria-label="الأسعار صالحة من');
    expect(arImg.body).toContain('xml:lang="ar"');
    expect(arImg.body).not.toContain('Prix valables du');
  });

  it('pages: /catalogues/images in Arabic points at Arabic pages whose title band is catalogue_pages.title_ar', async () => {
    const list = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const q = `week=${list.week}&year=${list.year}`;
    const fr = (await get(`/api/v1/catalogues/images?${q}&lang=fr`)).json<CatalogueImagesResponse>();
    const ar = (await get(`/api/v1/catalogues/images?${q}&lang=ar`)).json<CatalogueImagesResponse>();
    expect(ar.images.map((i) => i.img)).toEqual(fr.images.map((i) => `${i.img}?lang=ar`));
    const page = fr.images.find((i) => i.page === 2)!;
    const row = await t.app.database.db
      .selectFrom('catalogue_pages')
      .select(['title', 'title_ar'])
      .where('catalogue_id', '=', page.id)
      .where('page', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.title_ar).toMatch(ARABIC);
    const [frPage, arPage] = await Promise.all([get(page.img), get(`${page.img}?lang=ar`)]);
    expect(frPage.statusCode).toBe(200);
    expect(arPage.statusCode).toBe(200);
    expect(frPage.body).toContain(`>${xml(row.title)}</text>`);
    expect(arPage.body).toContain(`aria-label="${row.title_ar}"`);
    expect(arPage.body).not.toBe(frPage.body);
    expect(await drawn(frPage.body)).toMatchObject({ width: 350, height: 500 });
    expect(await drawn(arPage.body)).toMatchObject({ width: 350, height: 500 });
  });

  it('the URL alone decides: Accept-Language never changes an image; a wrong ?lang is a 400 in JSON', async () => {
    const list = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const plain = await get(list.small_image);
    const asked = await get(list.small_image, { 'accept-language': 'ar' });
    expect(asked.body).toBe(plain.body);
    expect(asked.headers['content-language']).toBe('fr');
    const again = await get(`${list.small_image}?lang=ar`, { 'accept-language': 'fr' });
    expect(again.headers['content-language']).toBe('ar');
    // The image cache keeps both: asking French after Arabic still answers French.
    expect((await get(list.small_image)).body).toBe(plain.body);
    const bad = await get(`${list.small_image}?lang=en`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the other texts the server writes, in French and in Arabic', () => {
  const t = appPerBlock();
  const get = t.get;

  /** A product on last chance somewhere, with its EAN, the store and the category's Arabic name. */
  async function sample() {
    const db = t.app.database.db;
    return db
      .selectFrom('last_chance as lc')
      .innerJoin('products as p', 'p.sku', 'lc.sku')
      .innerJoin('categories as c', 'c.category_id', 'p.category_id')
      .innerJoin('stores as s', 's.magasin_code', 'lc.magasin_code')
      .select(['p.sku', 'p.ean', 'p.name', 'c.category_name', 'c.category_name_ar', 'lc.magasin_code', 's.storename', 's.storename_ar'])
      .where('c.category_name_ar', 'is not', null)
      .where('p.ean', '!=', '')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it('"Utilisateur {UID}": in Arabic "مستخدم {UID}" for the family answers asked in Arabic (?lang or Accept-Language)', async () => {
    const inviter = await createUser(t.app); // no name
    const invitee = await createUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member?lang=ar',
      headers: invitee.headers,
      payload: { IDENTIFIANT: String(inviter.id), USER_ID: inviter.id, RELATION: 'Mère', AVATAR: 'avatar-5' },
    });
    expect(added.statusCode).toBe(202);
    expect(added.headers['content-language']).toBe('ar');
    const fr = await get('/api/v1/families/invitations', inviter.headers);
    const ar = await get('/api/v1/families/invitations?lang=ar', inviter.headers);
    const byHeader = await get('/api/v1/families/invitations', { ...inviter.headers, 'accept-language': 'ar' });
    expect(fr.json<ReceivedInvitations>().items[0]!.from.NAME).toBe(`Utilisateur ${invitee.id}`);
    expect(ar.json<ReceivedInvitations>().items[0]!.from.NAME).toBe(`مستخدم ${invitee.id}`);
    expect(byHeader.json<ReceivedInvitations>().items[0]!.from.NAME).toBe(`مستخدم ${invitee.id}`);
    const id = ar.json<ReceivedInvitations>().items[0]!.ID;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/families/invitations/${id}/accept?lang=ar`,
      headers: inviter.headers,
    });
    expect(accepted.json<FamilyMembers>().memberships[0]!.owner.NAME).toBe(`مستخدم ${invitee.id}`);
    const members = (lang: string) => get(`/api/v1/families/members?lang=${lang}`, invitee.headers);
    expect((await members('fr')).json<FamilyMembers>().members[0]!.user.NAME).toBe(`Utilisateur ${inviter.id}`);
    expect((await members('ar')).json<FamilyMembers>().members[0]!.user.NAME).toBe(`مستخدم ${inviter.id}`);
    const bad = await members('de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('scan: the category, the product line and the store in Arabic; the cached answer never crosses languages', async () => {
    const s = await sample();
    const scan = (query: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/scan${query}`, payload: { CODE_PRODUIT: s.ean, MAGASIN_ID: s.magasin_code } });
    const fr1 = await scan('?lang=fr');
    const ar = await scan('?lang=ar');
    const fr2 = await scan('');
    for (const res of [fr1, ar, fr2]) expect(res.statusCode).toBe(200);
    expect(fr1.json<ScanResponse>().product.category_name).toBe(s.category_name);
    expect(ar.json<ScanResponse>().product.category_name).toBe(s.category_name_ar);
    expect(ar.json<ScanResponse>().product.name).toBe(s.name); // names stay as printed
    expect(ar.json<ScanResponse>().store.storename).toBe(s.storename_ar);
    expect(fr2.json<ScanResponse>().store.storename).toBe(s.storename);
    expect(fr2.body).toBe(fr1.body);
    expect(ar.headers['content-language']).toBe('ar');
    expect((await scan('?lang=xx')).statusCode).toBe(400);
  });

  it('stock and last-chance stock: the stores in Arabic; cached per language', async () => {
    const s = await sample();
    const stock = (lang: string) => get(`/api/v1/stock?sku=${s.sku}&stores=${s.magasin_code}&lang=${lang}`);
    const [fr, ar, fr2] = [await stock('fr'), await stock('ar'), await stock('fr')];
    expect(fr.json<StockResponse>().items[0]!.store.storename).toBe(s.storename);
    expect(ar.json<StockResponse>().items[0]!.store.storename).toBe(s.storename_ar);
    expect(ar.json<StockResponse>().items[0]!.STOCK).toBe(fr.json<StockResponse>().items[0]!.STOCK);
    expect(fr2.body).toBe(fr.body);
    const all = await get(`/api/v1/stock?sku=${s.sku}`, { 'accept-language': 'ar' });
    expect(all.json<StockResponse>().items.every((i) => ARABIC.test(i.store.storename))).toBe(true);
    const lc = (lang: string) => get(`/api/v1/last-chance/stock?sku=${s.sku}&lang=${lang}`);
    const lcFr = (await lc('fr')).json<LastChanceStockResponse>().items.find((i) => i.MAGASIN === s.magasin_code)!;
    const lcAr = (await lc('ar')).json<LastChanceStockResponse>().items.find((i) => i.MAGASIN === s.magasin_code)!;
    expect(lcFr.store.storename).toBe(s.storename);
    expect(lcAr.store.storename).toBe(s.storename_ar);
    expect((await stock('en')).statusCode).toBe(400);
    expect((await lc('en')).statusCode).toBe(400);
  });

  it('favourites: the products with their category in the asked language', async () => {
    const s = await sample();
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${s.sku}`, headers: user.headers })).statusCode).toBe(201);
    const fr = (await get('/api/v1/favorites?lang=fr', user.headers)).json<FavouritesResponse>();
    const ar = (await get('/api/v1/favorites?lang=ar', user.headers)).json<FavouritesResponse>();
    expect(fr.items[0]!.product.category_name).toBe(s.category_name);
    expect(ar.items[0]!.product.category_name).toBe(s.category_name_ar);
    expect(ar.items[0]!.product.name).toBe(s.name);
  });

  it('delegations of a governorate: Arabic names in Arabic (sorted so), and an Arabic name finds its stores', async () => {
    const fr = await get('/api/v1/governorates/Ariana/delegations?lang=fr');
    const ar = await get('/api/v1/governorates/Ariana/delegations?lang=ar');
    const frNames = fr.json<DelegationNamesResponse>().region1;
    const arNames = ar.json<DelegationNamesResponse>().region1;
    expect(frNames).toContain('La Soukra');
    expect(arNames).toHaveLength(frNames.length);
    expect(arNames.every((n) => ARABIC.test(n))).toBe(true);
    expect(arNames).toEqual([...arNames].sort((a, b) => a.localeCompare(b, 'ar')));
    expect(ar.headers['content-language']).toBe('ar');
    const soukraAr = (
      await t.app.database.db.selectFrom('delegations').select('name_ar').where('name', '=', 'La Soukra').executeTakeFirstOrThrow()
    ).name_ar;
    expect(arNames).toContain(soukraAr);
    const byFr = (await get('/api/v1/delegations/La%20Soukra/stores?lang=ar')).json<StoresResponse>().items;
    const byAr = (await get(`/api/v1/delegations/${encodeURIComponent(soukraAr)}/stores?lang=ar`)).json<StoresResponse>().items;
    expect(byAr.map((x) => x.magasin_code)).toEqual(byFr.map((x) => x.magasin_code));
    expect(byAr.length).toBeGreaterThan(0);
    const govAr = (
      await t.app.database.db.selectFrom('governorates').select('name_ar').where('name', '=', 'Ariana').executeTakeFirstOrThrow()
    ).name_ar;
    expect(
      (await get(`/api/v1/governorates/${encodeURIComponent(govAr)}/delegations?lang=ar`)).json<DelegationNamesResponse>().region1,
    ).toEqual(arNames);
    expect((await get('/api/v1/governorates/Ariana/delegations?lang=zz')).statusCode).toBe(400);
  });
});
