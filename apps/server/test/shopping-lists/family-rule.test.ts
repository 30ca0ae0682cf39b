/**
 * The rule under the family exits (docs/shopping-lists.md#family-rule): a list's members are always
 * members of its family. Joining a family grants only what the rule grants (being assignable, no
 * list, not the lists of an earlier stay); a shopper still sharing another family with the owner
 * keeps the list; the database refuses a member outside the family whatever the path, and an
 * account deleted takes the lists shared through its family.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { familyOnly, isOutsideFamily } from '../../src/modules/shopping-lists/list-family.service.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, listSnapshot, ok, rid, shoppersApp } from './list-fixtures.ts';

let app: FastifyInstance;
const user = shoppersApp('Règle', (built) => {
  app = built;
});
const newList = async (owner: TestAccount, members: TestAccount[]) =>
  (await ok(app, owner, 'POST', '/lists', { request_id: rid(), title: `Liste de ${owner.id}`, member_ids: members.map((m) => m.id) }, 201))
    .id as number;
const memberIds = async (listId: number) =>
  (
    await app.database.db.selectFrom('shopping_list_members').select('user_id').where('list_id', '=', listId).orderBy('user_id').execute()
  ).map((r) => r.user_id);
const versionOf = async (listId: number) =>
  Number((await app.database.db.selectFrom('shopping_lists').select('version').where('id', '=', listId).executeTakeFirstOrThrow()).version);
/** `owner` invites `who`, who accepts (the family route's consent). */
async function invite(owner: TestAccount, who: TestAccount) {
  const sent = await call(app, owner, 'POST', '/families/add-member', {
    IDENTIFIANT: String(who.id),
    USER_ID: who.id,
    RELATION: 'Frère',
    AVATAR: 'avatar-2',
  });
  expect(sent.statusCode).toBe(202);
  const received = await ok(app, who, 'GET', '/families/invitations');
  await ok(app, who, 'POST', `/families/invitations/${received.items[0].ID}/accept`);
}
const leave = async (who: TestAccount, familyId: number) =>
  expect((await call(app, who, 'DELETE', `/families/memberships/${familyId}`)).statusCode).toBe(204);
const familyOf = async (owner: TestAccount) => (await ok(app, owner, 'GET', '/families/members')).family_id as number;

describe('joining a family', () => {
  it('grants being assignable and nothing else: no list of the family, not those of an earlier stay', async () => {
    const amel = await user('Amel');
    const mounir = await user('Mounir');
    const nour = await user('Nour');
    await invite(amel, mounir);
    const familyId = await familyOf(amel);
    const shared = await newList(amel, [mounir]);
    const own = await newList(amel, []);

    // A new member: assignable by the owner, but sees no list until one is shared with them.
    await invite(amel, nour);
    expect((await ok(app, amel, 'GET', '/lists/members')).items.map((m: { user_id: number }) => m.user_id).sort()).toEqual(
      [mounir.id, nour.id].sort(),
    );
    expect((await ok(app, nour, 'GET', '/lists')).items).toEqual([]);
    for (const id of [shared, own]) expect((await call(app, nour, 'GET', `/lists/${id}`)).statusCode).toBe(404);

    // Mounir leaves and comes back: the list he had is not given back by the new membership.
    await leave(mounir, familyId);
    await invite(amel, mounir);
    expect((await call(app, mounir, 'GET', `/lists/${shared}`)).statusCode).toBe(404);
    expect(await memberIds(shared)).toEqual([]);
    // The owner shares it again: now he sees it.
    await ok(app, amel, 'PUT', `/lists/${shared}/members`, { member_ids: [mounir.id] });
    expect((await ok(app, mounir, 'GET', `/lists/${shared}`)).title).toBe(`Liste de ${amel.id}`);
  });

  it('a shopper who still shares another family with the owner keeps the list', async () => {
    const amel = await user('Amel');
    const sami = await user('Sami');
    await invite(amel, sami);
    await invite(sami, amel);
    const list = await newList(amel, [sami]);
    const version = await versionOf(list);
    await leave(sami, await familyOf(amel));
    // Sami's own family still holds Amel: the list stays shared, unchanged.
    expect((await ok(app, sami, 'GET', `/lists/${list}`)).id).toBe(list);
    expect(await memberIds(list)).toEqual([sami.id]);
    expect(await versionOf(list)).toBe(version);
  });
});

describe('the database keeps the rule', () => {
  it('refuses a list member outside the owner’s family, whatever writes it', async () => {
    const amel = await user('Amel');
    const stranger = await user('Inconnu');
    const list = await newList(amel, []);
    const before = await listSnapshot(app, list);
    const write = () =>
      app.database.db
        .insertInto('shopping_list_members')
        .values({ list_id: list, user_id: stranger.id, assigned_at: app.clock.now() })
        .execute();
    const refused = await write().then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toMatchObject({ code: '23514' });
    expect(isOutsideFamily(refused)).toBe(true);
    // The routes' wrapper turns it into the API's answer.
    await expect(familyOnly(write())).rejects.toMatchObject({ statusCode: 422, code: 'NOT_FAMILY_MEMBER' });
    expect(await listSnapshot(app, list)).toEqual(before);
  });

  it('an owner’s account deleted: the members of that family no longer share each other’s lists', async () => {
    const owner = await user('Amel');
    const sonia = await user('Sonia');
    const mounir = await user('Mounir');
    await makeFamily(app, owner.id, [sonia.id, mounir.id]);
    const sonias = await newList(sonia, [mounir]);
    const version = await versionOf(sonias);
    await sql`delete from users where id = ${owner.id}`.execute(app.database.db);
    expect(await memberIds(sonias)).toEqual([]);
    expect(await versionOf(sonias)).toBe(version + 1);
    expect((await call(app, mounir, 'GET', `/lists/${sonias}`)).statusCode).toBe(404);
    expect((await ok(app, sonia, 'GET', `/lists/${sonias}`)).members).toEqual([]);
  });
});
