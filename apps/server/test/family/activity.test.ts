/**
 * The family's figures and history (docs/family.md#figures-and-history): from the ledger, the lists,
 * the games and the memberships, only of the people who share; a stranger sees nothing; removing a
 * member or leaving ends their items in the others' view.
 */
import { gamePictureUrl, type FamilyActivity } from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';
import { addReceipt, walletApp } from '../wallet/ledger-fixtures.ts';

const file = walletApp('Famille');
const { user } = file;

const inject = (who: TestAccount | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  file.app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const activity = async (who: TestAccount, query = ''): Promise<FamilyActivity> => {
  const res = await inject(who, 'GET', `/families/activity${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const share = async (who: TestAccount, shares: boolean) => {
  const res = await inject(who, 'PUT', '/families/sharing', { shares });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ shares });
};
const rid = () => `req-${Math.random().toString(36).slice(2, 12)}`;

/** `member` joins `owner`'s family through an invitation they accept; the membership's id. */
async function join(owner: TestAccount, member: TestAccount): Promise<{ familyId: number; memberId: number }> {
  const sent = await inject(owner, 'POST', '/families/add-member', {
    IDENTIFIANT: String(member.id),
    USER_ID: member.id,
    RELATION: 'Frère',
    AVATAR: 'avatar-2',
  });
  expect(sent.statusCode, sent.body).toBe(202);
  const invitation = (await inject(member, 'GET', '/families/invitations')).json().items[0];
  const accepted = await inject(member, 'POST', `/families/invitations/${invitation.ID}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const family = (await inject(owner, 'GET', '/families/members')).json();
  return { familyId: family.family_id, memberId: family.members.find((m: { USER_ID: number }) => m.USER_ID === member.id).ID };
}

/** A list of `owner` finished at a Tunis wall time, with a photo when `photo` is given. */
async function finishedList(owner: TestAccount, title: string, at: string, photo?: string) {
  const db = file.app.database.db;
  const when = parseTunisDateTime(at)!;
  const list = await db
    .insertInto('shopping_lists')
    .values({ owner_id: owner.id, title, request_id: rid(), finished_at: when, created_at: when, updated_at: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (photo) {
    await db
      .insertInto('shopping_list_images')
      .values({ list_id: list.id, storage_key: photo, added_by: owner.id, created_at: when })
      .execute();
  }
  return list.id;
}

/** A prize won at a game at a Tunis wall time: its voucher and the play that gave it. */
async function prize(winner: TestAccount, at: string, label: string, labelAr: string) {
  const db = file.app.database.db;
  const when = parseTunisDateTime(at)!;
  const offer = await db
    .insertInto('wallet_offers')
    .values({
      user_id: winner.id,
      kind: 'voucher',
      source: 'game',
      code: `FAM${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      amount_type: 'amount',
      amount: 5_000,
      cap: null,
      label,
      label_ar: labelAr,
      issued_at: when,
      expires_at: new Date(when.getTime() + 30 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('game_plays')
    .values({
      user_id: winner.id,
      play_id: rid().replace('req-', 'play'),
      game: 'shake_win',
      tunis_day: at.slice(0, 10),
      started_at: when,
      finished_at: when,
      won: true,
      prize_id: null,
      offer_id: offer.id,
    })
    .execute();
}

describe('GET /families/activity', () => {
  let amira: TestAccount;
  let karim: TestAccount;
  let salma: TestAccount;
  let omar: TestAccount;
  let karimMembership: { familyId: number; memberId: number };
  let amiraPoints: number;
  let karimPoints: number;

  beforeAll(async () => {
    amira = await user('Amira');
    karim = await user('Karim');
    salma = await user('Salma');
    omar = await user('Omar');
    karimMembership = await join(amira, karim);
    await join(amira, salma);
    // November (the test clock's month, 2026-11-24 in Tunis): a promotion of 0.500 and a voucher of 2 DT.
    amiraPoints = (
      await addReceipt(file.app, {
        userId: amira.id,
        at: '2026-11-20T10:00',
        lines: [{ quantity: 2, unit_price: 50_000, discount: 500 }],
        discount: 2_000,
      })
    ).points;
    karimPoints = (
      await addReceipt(file.app, { userId: karim.id, at: '2026-11-22T18:00', lines: [{ quantity: 1, unit_price: 40_000, discount: 300 }] })
    ).points;
    // October: not this month's figures.
    await addReceipt(file.app, { userId: karim.id, at: '2026-10-30T12:00', lines: [{ quantity: 1, unit_price: 90_000, discount: 9_000 }] });
    // Salma does not share: her receipt, list and prize never count.
    await addReceipt(file.app, { userId: salma.id, at: '2026-11-21T09:00', lines: [{ quantity: 1, unit_price: 70_000, discount: 7_000 }] });
    await finishedList(karim, 'Courses du week-end', '2026-11-23T11:00', 'lists/0000-weekend.webp');
    await finishedList(salma, 'Liste de Salma', '2026-11-23T12:00');
    await prize(karim, '2026-11-21T10:30', 'Bon d’achat de 5 DT', 'قسيمة شراء بقيمة 5 د.ت');
    await prize(salma, '2026-11-21T11:00', 'Bon d’achat de 5 DT', 'قسيمة شراء بقيمة 5 د.ت');
    const transfer = await inject(amira, 'POST', '/wallet/points/transfer', { to_user_id: karim.id, points: 40, request_id: rid() });
    expect(transfer.statusCode, transfer.body).toBe(200);
  });

  it('shows nothing until a member turns sharing on (off by default)', async () => {
    const none = await activity(amira);
    expect(none.sharing).toEqual({ mine: false, people: 3, sharing: 0 });
    expect(none.figures).toEqual({ month: '2026-11', points: 0, savings: 0, lists: 0 });
    expect(none.history).toEqual({ items: [], page: 1, pageSize: 10, total: 0, hasMore: false });
  });

  it('counts the month of the people who share, and lists their history newest first', async () => {
    await share(amira, true);
    await share(karim, true);
    const a = await activity(amira);
    expect(a.sharing).toEqual({ mine: true, people: 3, sharing: 2 });
    expect(a.figures).toEqual({ month: '2026-11', points: amiraPoints + karimPoints, savings: 500 + 2_000 + 300, lists: 1 });
    expect(amiraPoints).toBeGreaterThan(0);
    // Karim joined and Amira's transfer happened at the same instant (the test clock): by kind then.
    expect(a.history.items.map((i) => [i.kind, i.who.USER_ID])).toEqual([
      ['member_joined', karim.id],
      ['points_transferred', amira.id],
      ['list_finished', karim.id],
      ['prize_won', karim.id],
    ]);
    const [joined, transfer, list, won] = a.history.items;
    expect(transfer).toMatchObject({ who: { NAME: 'Amira Famille' }, to: { USER_ID: karim.id, NAME: 'Karim Famille' }, points: 40 });
    expect(list).toMatchObject({ title: 'Courses du week-end', image: '/uploads/lists/0000-weekend.webp', at: '2026-11-23T10:00:00.000Z' });
    expect(won).toMatchObject({ title: 'Bon d’achat de 5 DT', game: 'shake_win', image: gamePictureUrl('shake_win') });
    // Joined when the invitation was accepted, on the app's clock.
    expect(joined!.at).toBe('2026-11-24T12:30:00.000Z');
    expect(JSON.stringify(a)).not.toContain('Salma');

    // Karim, in the same family, sees the same figures.
    expect((await activity(karim)).figures).toEqual(a.figures);
    // In Arabic: the prize's Arabic label.
    expect((await activity(amira, '?lang=ar')).history.items.find((i) => i.kind === 'prize_won')?.title).toBe('قسيمة شراء بقيمة 5 د.ت');
  });

  it('pages the history', async () => {
    const first = await activity(amira, '?pageSize=3');
    expect(first.history).toMatchObject({ page: 1, pageSize: 3, total: 4, hasMore: true });
    const second = await activity(amira, '?pageSize=3&page=2');
    expect(second.history).toMatchObject({ page: 2, total: 4, hasMore: false });
    expect([...first.history.items, ...second.history.items]).toEqual((await activity(amira)).history.items);
  });

  it('turning sharing off takes one’s items out at once', async () => {
    await share(karim, false);
    const a = await activity(amira);
    expect(a.sharing.sharing).toBe(1);
    expect(a.figures).toMatchObject({ points: amiraPoints, savings: 2_500, lists: 0 });
    expect(a.history.items.map((i) => i.kind)).toEqual(['points_transferred']);
    await share(karim, true);
  });

  it('a stranger sees nothing of the family, even sharing themselves', async () => {
    await share(omar, true);
    const o = await activity(omar);
    expect(o.sharing).toEqual({ mine: true, people: 0, sharing: 0 });
    expect(o.figures).toEqual({ month: '2026-11', points: 0, savings: 0, lists: 0 });
    expect(o.history.items).toEqual([]);
    expect(JSON.stringify(o)).not.toMatch(/Amira|Karim/);
  });

  it('removing a member ends their items in the others’ view; leaving does too', async () => {
    const removed = await inject(amira, 'DELETE', `/families/${karimMembership.familyId}/members/${karimMembership.memberId}`);
    expect(removed.statusCode).toBe(204);
    const a = await activity(amira);
    expect(a.sharing).toEqual({ mine: true, people: 2, sharing: 1 });
    expect(a.figures).toMatchObject({ points: amiraPoints, savings: 2_500, lists: 0 });
    expect(a.history.items.every((i) => i.who.USER_ID === amira.id)).toBe(true);
    // Karim, without a family now, sees nothing either.
    expect((await activity(karim)).sharing.people).toBe(0);
    expect((await activity(karim)).history.items).toEqual([]);

    // Salma shares, then leaves: her items go from Amira's view.
    await share(salma, true);
    expect((await activity(amira)).history.items.some((i) => i.who.USER_ID === salma.id)).toBe(true);
    const left = await inject(salma, 'DELETE', `/families/memberships/${karimMembership.familyId}`);
    expect(left.statusCode).toBe(204);
    const after = await activity(amira);
    expect(after.sharing.people).toBe(0);
    expect(after.history.items).toEqual([]);
  });

  it('answers bad input with a code, and 401 without a session', async () => {
    for (const query of ['?pageSize=0', '?pageSize=51', '?page=abc']) {
      const res = await inject(amira, 'GET', `/families/activity${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const bad = await inject(amira, 'PUT', '/families/sharing', { shares: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await inject(null, 'GET', '/families/activity')).statusCode).toBe(401);
    expect((await inject(null, 'PUT', '/families/sharing', { shares: true })).statusCode).toBe(401);
  });
});
