/**
 * The events that write the inbox (docs/notifications.md#events): a family invitation (and its
 * answer settling it), a member joining (NOTIFY_NEW_USERS), a favourite on promotion
 * (NOTIFY_FAVORITES, once per product and day), the new catalogue (NOTIFY_PROMOS, once, when it
 * shows), a new app version (once per version). A switch off writes nothing.
 */
import { formatMoney, parseTunisDateTime, withoutIsolates } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { inboxOf } from '../helpers/inbox.ts';
import { createStaff } from '../admin/staff-helpers.ts';
import { removeShoppers } from '../wallet/ledger-fixtures.ts';

const clock = mutableClock();
let app: FastifyInstance;
const made: number[] = [];
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await removeShoppers(app, made);
  await app.close();
});

const user = async (name: string, switches: Partial<Record<'notify_favorites' | 'notify_new_users' | 'notify_promos', 0 | 1>> = {}) => {
  const u = await createUser(app, { name, lastname: 'Inbox' });
  made.push(u.id);
  if (Object.keys(switches).length > 0) {
    await app.database.db
      .insertInto('notification_settings')
      .values({ user_id: u.id, ...switches })
      .execute();
  }
  return u;
};
const rows = (who: TestAccount, kind: string) => inboxOf(app, who.id, kind);
const post = (who: TestAccount, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

describe('family invitations', () => {
  const invite = (from: TestAccount, to: { id: number }) =>
    post(from, '/families/add-member', { IDENTIFIANT: String(to.id), USER_ID: to.id, RELATION: 'Frère', AVATAR: 'avatar-2' });
  const invitationTo = async (who: TestAccount) =>
    (await app.inject({ url: '/api/v1/families/invitations', headers: who.headers })).json().items[0].ID as number;

  it('the invitee gets an invitation to accept; accepting settles it and tells the family (not the switched-off)', async () => {
    const amira = await user('Amira');
    const karim = await user('Karim');
    const sara = await user('Sara', { notify_new_users: 0 });
    const lina = await user('Lina');
    // Sara is already in Amira's family, Lina too.
    for (const m of [sara, lina]) {
      expect((await invite(amira, m)).statusCode).toBe(202);
      expect((await post(m, `/families/invitations/${await invitationTo(m)}/accept`)).statusCode).toBe(200);
    }
    expect((await invite(amira, karim)).statusCode).toBe(202);
    const id = await invitationTo(karim);
    const [row] = await rows(karim, 'family_invitation');
    expect(row).toMatchObject({
      type: 'invitation',
      topic: null,
      title_fr: 'Invitation familiale',
      body_fr: 'Amira Inbox vous invite à rejoindre sa famille.',
      body_ar: 'Amira Inbox يدعوك للانضمام إلى عائلته.',
      link: '/layout/family',
      payload: { invitation_id: id, status: 'pending' },
      read_at: null,
    });
    // Inviting again writes nothing more.
    await invite(amira, karim);
    expect(await rows(karim, 'family_invitation')).toHaveLength(1);

    // Lina heard of Sara before; Karim now accepts.
    const linaBefore = (await rows(lina, 'member_joined')).length;
    expect((await post(karim, `/families/invitations/${id}/accept`)).statusCode).toBe(200);
    const [settled] = await rows(karim, 'family_invitation');
    expect(settled!.payload).toEqual({ invitation_id: id, status: 'accepted' });
    expect(settled!.read_at).not.toBeNull();
    const joined = await rows(amira, 'member_joined');
    expect(joined.at(-1)).toMatchObject({ topic: 'new_users', body_fr: 'Karim Inbox a rejoint la famille.', link: '/layout/family' });
    expect(await rows(lina, 'member_joined')).toHaveLength(linaBefore + 1);
    expect(await rows(sara, 'member_joined')).toHaveLength(0);
    expect(await rows(karim, 'member_joined')).toHaveLength(0);
  });

  it('a refusal marks it answered; a withdrawn invitation leaves the inbox; a UID with no account gets nothing', async () => {
    const owner = await user('Hedi');
    const nour = await user('Nour');
    const sami = await user('Sami');
    await invite(owner, nour);
    const nourId = await invitationTo(nour);
    expect((await post(nour, `/families/invitations/${nourId}/decline`)).statusCode).toBe(204);
    expect((await rows(nour, 'family_invitation'))[0]!.payload).toEqual({ invitation_id: nourId, status: 'declined' });
    expect(await rows(owner, 'member_joined')).toHaveLength(0);

    await invite(owner, sami);
    const samiId = await invitationTo(sami);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/families/invitations/${samiId}`, headers: owner.headers })).statusCode).toBe(
      204,
    );
    const list = (await app.inject({ url: '/api/v1/notifications', headers: sami.headers })).json();
    expect(list.items.filter((i: { kind: string }) => i.kind === 'family_invitation')).toEqual([]);

    const nobody = 19_999_999;
    await app.database.db.deleteFrom('users').where('id', '=', nobody).execute();
    expect((await invite(owner, { id: nobody })).statusCode).toBe(202);
    expect(await app.database.db.selectFrom('notifications').select('id').where('user_id', '=', nobody).execute()).toEqual([]);
  });
});

describe('a favourite on promotion', () => {
  it('each shopper keeping the product hears of the day’s promo once; switched off or a past day: nothing', async () => {
    const fan = await user('Fan');
    const quiet = await user('Quiet', { notify_favorites: 0 });
    const product = await app.database.db
      .selectFrom('products')
      .select(['sku', 'name', 'base_price'])
      .where('base_price', '>', 2000)
      .where(sql<boolean>`not exists (select 1 from promos pr where pr.product_id = products.id and pr.promo_date = '2026-12-02'::date)`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.database.db
      .insertInto('favourites')
      .values([fan, quiet].map((u) => ({ user_id: u.id, sku: product.sku, added_at: clock.now() })))
      .execute();
    const marketing = await createStaff(app, 'marketing');
    const actor = { staffId: marketing.id, ip: '127.0.0.1' };
    const items = [{ sku: product.sku, price: product.base_price - 1000, super_friday: false }];
    const existing = await app.services.promoAdmin.calendar('2026-12');
    const keep = existing.days
      .find((d) => d.date === '2026-12-02')!
      .items.map((i) => ({ sku: i.sku, price: i.price, super_friday: i.super_friday }));
    await app.services.promoAdmin.replaceDay('2026-12-02', [...keep, ...items], actor);
    const [row] = await rows(fan, 'favourite_promo');
    expect(row).toMatchObject({
      type: 'promotion',
      topic: 'favorites',
      link: `/detail-produit/${product.sku}`,
      dedupe_key: `favourite-promo:${product.sku}:2026-12-02`,
    });
    // The figures in each text's language (docs/formats.md): « DT » / « د.ت », « -17% », dd/mm.
    expect(row!.body_fr).toMatch(/ : \d+,\d{3} DT au lieu de \d+,\d{3} DT \(-\d+%\) le 02\/12\.$/);
    expect(row!.body_fr).toContain(`${product.name} : ${formatMoney(product.base_price - 1000, 'fr')} au lieu de`);
    expect(row!.body_ar).toContain(`${formatMoney(product.base_price - 1000, 'ar')} عوض`);
    expect(withoutIsolates(row!.body_ar)).toMatch(/: \d+,\d{3} د\.ت عوض \d+,\d{3} د\.ت \(-\d+%\) يوم 02\/12\.$/);
    expect(row!.body_ar).not.toMatch(/DT|٪|\u200e/);
    await app.services.promoAdmin.replaceDay('2026-12-02', [...keep, ...items], actor);
    expect(await rows(fan, 'favourite_promo')).toHaveLength(1);
    expect(await rows(quiet, 'favourite_promo')).toHaveLength(0);
    // A day gone by tells nobody.
    expect(await app.services.inboxEvents.favouritesOnPromo('2026-11-01')).toBe(0);
    await app.services.promoAdmin.replaceDay('2026-12-02', keep, actor);
  });
});

describe('the new catalogue', () => {
  it('is announced once to every shopper with NOTIFY_PROMOS on, when it shows (Tuesday 13:00 before its week)', async () => {
    const reader = await user('Reader');
    const off = await user('NoPromos', { notify_promos: 0 });
    const next = await app.database.db
      .selectFrom('catalogues')
      .select(['id', 'week', 'year'])
      .where('published_at', 'is not', null)
      .where(sql<boolean>`oc_debut > '2026-11-24'::date`)
      .orderBy('oc_debut')
      .executeTakeFirstOrThrow();
    const marketing = await createStaff(app, 'marketing');
    const actor = { staffId: marketing.id, ip: '127.0.0.1' };
    // Published again on the Monday before: not visible yet, nobody told.
    clock.set(parseTunisDateTime('2026-11-23T10:00')!);
    await app.services.catalogueAdmin.unpublish(actor, next.id);
    await app.database.db.updateTable('catalogues').set({ announced_at: null }).where('id', '=', next.id).execute();
    await app.services.catalogueAdmin.publish(actor, next.id);
    const ofNext = async (who: TestAccount) =>
      (await rows(who, 'catalogue_published')).filter((r) => r.dedupe_key === `catalogue:${next.id}`);
    expect(await ofNext(reader)).toHaveLength(0);
    // (The seeded current week's catalogue, visible already, may be announced here.)
    await app.services.inboxEvents.announceDueCatalogues();
    expect(await ofNext(reader)).toHaveLength(0);

    // Tuesday 13:00: the periodic check tells everyone, once.
    clock.set(parseTunisDateTime('2026-11-24T13:00')!);
    await app.services.inboxEvents.announceDueCatalogues();
    const [row] = await ofNext(reader);
    expect(row).toMatchObject({ type: 'promotion', topic: 'promos', link: `/layout/catalog-view/${next.week}/${next.year}` });
    // Its days as dd/mm in both texts, isolated in the Arabic one (docs/formats.md).
    expect(row!.body_fr).toMatch(/ : les offres du \d{2}\/\d{2} au \d{2}\/\d{2}\.$/);
    expect(row!.body_ar).toMatch(/العروض من \u2066\d{2}\/\d{2}\u2069 إلى \u2066\d{2}\/\d{2}\u2069\.$/);
    await app.services.inboxEvents.announceDueCatalogues();
    await app.services.inboxEvents.cataloguePublished(next.id);
    expect(await ofNext(reader)).toHaveLength(1);
    expect(await rows(off, 'catalogue_published')).toHaveLength(0);
    clock.set(parseTunisDateTime(TEST_NOW)!);
  });
});

describe('a new app version', () => {
  it('writes one update notification per shopper and version', async () => {
    const a = await user('Upd');
    const version = `9.${Date.now() % 1000}.0`;
    await app.services.inboxEvents.release(version);
    await app.services.inboxEvents.release(version);
    const got = await rows(a, 'app_release');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: 'update',
      topic: null,
      title_fr: 'Nouvelle version disponible',
      payload: { version },
      dedupe_key: `release:${version}`,
    });
  });
});
