/**
 * Referral (docs/referral.md): each shopper's code and link; a new account linked once to who
 * invited it — never itself, never in a loop, one account per device, a daily limit, not once it
 * is old or has bought; the referrer's voucher issued by the friend's first purchase of at least the
 * rules' minimum, through the tills' feed, once; invitations by e-mail sent once, limited, and counted.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { receiptsKit, type ReceiptsKit } from '../receipts/support.ts';
import { call, ok, rid } from '../shopping-lists/list-fixtures.ts';

let app: FastifyInstance;
let kit: ReceiptsKit;
let marketing: TestStaff;
let rules: { bonus: number; min_purchase: number; valid_days: number; daily_limit: number };

const shopper = async (name: string) => {
  const u = await createUser(app, { name, lastname: 'Parrain' });
  kit.track(u.id);
  return u;
};
const codeOf = async (who: TestAccount) => (await ok(app, who, 'GET', '/referral')).code as string;
/** A device id nobody used (the PostgreSQL run shares one database). */
const newDevice = () => `device-${rid()}`;
const karimDevice = newDevice();
/** A claim from a fresh device unless one is named; `null` leaves the device out. */
const claim = (who: TestAccount, code: string, device_id: string | null = newDevice()) =>
  call(app, who, 'POST', '/referral/claim', { code, ...(device_id !== null ? { device_id } : {}) });
/** POST /devices, with the account's token or anonymously. */
const register = (deviceId: string, who?: TestAccount) =>
  app.inject({ method: 'POST', url: '/api/v1/devices', headers: who?.headers ?? {}, payload: { DEVICE_ID: deviceId, PLATFORM: 'web' } });
const refusal = async (res: Awaited<ReturnType<typeof claim>>) => [res.statusCode, res.json().code, res.json().reason];

beforeAll(async () => {
  app = await buildTestApp();
  kit = await receiptsKit(app);
  marketing = await createStaff(app, 'marketing');
  rules = (await app.inject({ url: '/api/v1/admin/referral-rules', headers: marketing.headers })).json();
});
afterAll(async () => {
  await app.inject({ method: 'PUT', url: '/api/v1/admin/referral-rules', headers: marketing.headers, payload: rules });
  await kit.cleanup();
  await app.close();
});

describe('the code and the claim', () => {
  let amira: TestAccount;
  let code: string;
  beforeAll(async () => {
    amira = await shopper('Amira');
    code = await codeOf(amira);
  });

  it('each shopper has one code, its link, and figures that start at zero', async () => {
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await codeOf(amira)).toBe(code);
    expect(await ok(app, amira, 'GET', '/referral')).toMatchObject({
      link: `/login?ref=${code}`,
      invited: 0,
      downloaded: 0,
      bonus_earned: 0,
      friends: [],
      referred_by: null,
      rules: { bonus: 5000, min_purchase: 20_000 },
    });
  });

  it('a friend is linked once; the same claim again answers the same; a second referrer is refused', async () => {
    const karim = await shopper('Karim');
    const first = await claim(karim, code.toLowerCase(), karimDevice);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ referred_by: 'Amira' });
    expect((await claim(karim, code)).json()).toEqual({ referred_by: 'Amira' });
    const other = await shopper('Other');
    expect(await refusal(await claim(karim, await codeOf(other)))).toEqual([409, 'REFERRAL_REFUSED', 'already']);
    const summary = await ok(app, amira, 'GET', '/referral');
    expect(summary).toMatchObject({ downloaded: 1, friends: [{ name: 'Karim', rewarded: false }] });
    expect((await ok(app, karim, 'GET', '/referral')).referred_by).toBe('Amira');
    const told = await kit.db.selectFrom('notifications').select(['kind', 'link']).where('user_id', '=', amira.id).execute();
    expect(told).toContainEqual({ kind: 'referral_joined', link: '/layout/parrainage' });
  });

  it('never oneself, never in a loop, never twice from one device; an unknown code is 404', async () => {
    expect(await refusal(await claim(amira, code))).toEqual([409, 'REFERRAL_REFUSED', 'self']);
    const unknown = await claim(amira, 'ZZZZZZZZ');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'REFERRAL_CODE_INVALID']);
    const lina = await shopper('Lina');
    expect((await claim(lina, code)).statusCode).toBe(200);
    const sami = await shopper('Sami');
    expect((await claim(sami, await codeOf(lina))).statusCode).toBe(200);
    // Amira → Lina → Sami: Amira cannot be Sami's referee (a loop), by Sami's code or Lina's.
    expect(await refusal(await claim(amira, await codeOf(sami)))).toEqual([409, 'REFERRAL_REFUSED', 'loop']);
    expect(await refusal(await claim(amira, await codeOf(lina)))).toEqual([409, 'REFERRAL_REFUSED', 'loop']);
    // One device, one referee.
    const nour = await shopper('Nour');
    expect(await refusal(await claim(nour, code, karimDevice))).toEqual([409, 'REFERRAL_REFUSED', 'device']);
  });

  it('an account older than a week, or that has bought, is not referred', async () => {
    const old = await shopper('Ancien');
    await kit.db
      .updateTable('users')
      .set({ created_at: new Date(app.clock.now().getTime() - 8 * 86_400_000) })
      .where('id', '=', old.id)
      .execute();
    expect(await refusal(await claim(old, code))).toEqual([409, 'REFERRAL_REFUSED', 'too_late']);
    const buyer = await shopper('Acheteur');
    const card = await app.services.ledger.ensureCard(kit.db, buyer.id);
    await kit.ok(kit.receipt([{ sku: kit.plainSkus[0]!, quantity: 1, unit_price: 3_000 }], { card_number: card }));
    expect(await refusal(await claim(buyer, code))).toEqual([409, 'REFERRAL_REFUSED', 'too_late']);
  });

  it('a referrer brings at most the rules’ friends a Tunis day (rules set in the back office, audited)', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/referral-rules',
      headers: marketing.headers,
      payload: { ...rules, daily_limit: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const audit = await kit.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity', '=', 'referral_rules')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'referral_rules.update', staff_id: marketing.id });
    const host = await shopper('Hote');
    const hostCode = await codeOf(host);
    const [a, b, c] = [await shopper('F1'), await shopper('F2'), await shopper('F3')];
    expect((await claim(a, hostCode)).statusCode).toBe(200);
    expect((await claim(b, hostCode)).statusCode).toBe(200);
    expect(await refusal(await claim(c, hostCode))).toEqual([409, 'REFERRAL_REFUSED', 'limit']);
    await app.inject({ method: 'PUT', url: '/api/v1/admin/referral-rules', headers: marketing.headers, payload: rules });
  });
});

describe('the one-device rule on the server’s word (issue 31)', () => {
  let code: string;
  beforeAll(async () => {
    code = await codeOf(await shopper('Rym'));
  });

  it('a device left out is found from its registration: a device that already brought a friend is refused', async () => {
    // The first launch registers the device anonymously; a first friend is referred from it.
    const phone = newDevice();
    expect((await register(phone)).statusCode).toBe(200);
    expect((await claim(await shopper('Ines'), code, phone)).statusCode).toBe(200);
    // A second account on the same phone: its token binds the device, then it claims leaving the device out.
    const second = await shopper('Ines2');
    expect((await register(phone, second)).statusCode).toBe(200);
    expect(await refusal(await claim(second, code, null))).toEqual([409, 'REFERRAL_REFUSED', 'device']);
    // Or naming a made-up device: the registered one is judged all the same.
    expect(await refusal(await claim(second, code, newDevice()))).toEqual([409, 'REFERRAL_REFUSED', 'device']);
    expect(
      await kit.db.selectFrom('referrals').select('referee_id').where('referee_id', '=', second.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('no device known at all, or a device registered to another account: refused, nothing written', async () => {
    const bare = await shopper('Sans');
    expect(await refusal(await claim(bare, code, null))).toEqual([409, 'REFERRAL_REFUSED', 'device']);
    const owner = await shopper('Proprio');
    const theirs = newDevice();
    expect((await register(theirs, owner)).statusCode).toBe(200);
    const borrower = await shopper('Emprunt');
    expect(await refusal(await claim(borrower, code, theirs))).toEqual([409, 'REFERRAL_REFUSED', 'device']);
    const stored = await kit.db.selectFrom('referrals').select('referee_id').where('referee_id', 'in', [bare.id, borrower.id]).execute();
    expect(stored).toEqual([]);
  });

  it('a shopper whose own registered device is fresh may leave it out: the referral keeps that device', async () => {
    const friend = await shopper('Nadia');
    const own = newDevice();
    expect((await register(own, friend)).statusCode).toBe(200);
    expect((await claim(friend, code, null)).statusCode).toBe(200);
    const row = await kit.db.selectFrom('referrals').select('device_id').where('referee_id', '=', friend.id).executeTakeFirstOrThrow();
    expect(row.device_id).toBe(own);
  });
});

describe('the bonus', () => {
  it('the friend’s first purchase of at least 20 DT gives the referrer a 5 DT voucher, once', async () => {
    const hela = await shopper('Hela');
    const friend = await shopper('Yassine');
    expect((await claim(friend, await codeOf(hela))).statusCode).toBe(200);
    const card = await app.services.ledger.ensureCard(kit.db, friend.id);
    const bonuses = () =>
      kit.db.selectFrom('wallet_offers').selectAll().where('user_id', '=', hela.id).where('source', '=', 'referral').execute();
    // 15 DT: below the minimum, nothing yet.
    await kit.ok(kit.receipt([{ sku: kit.plainSkus[0]!, quantity: 1, unit_price: 15_000 }], { card_number: card }));
    expect(await bonuses()).toHaveLength(0);
    await kit.ok(kit.receipt([{ sku: kit.plainSkus[1]!, quantity: 2, unit_price: 12_000 }], { card_number: card }));
    const [voucher] = await bonuses();
    expect(voucher).toMatchObject({ kind: 'voucher', amount_type: 'amount', amount: 5_000, label: 'Bonus parrainage' });
    await kit.ok(kit.receipt([{ sku: kit.plainSkus[1]!, quantity: 3, unit_price: 12_000 }], { card_number: card }));
    expect(await bonuses()).toHaveLength(1);
    expect(await ok(app, hela, 'GET', '/referral')).toMatchObject({
      downloaded: 1,
      bonus_earned: 5_000,
      friends: [{ name: 'Yassine', rewarded: true }],
    });
    const told = await kit.db
      .selectFrom('notifications')
      .select(['kind', 'body_fr', 'body_ar'])
      .where('user_id', '=', hela.id)
      .where('kind', '=', 'referral_bonus')
      .execute();
    // The amount in each text's language (docs/formats.md): « 5 DT », « 5 د.ت » (the figure isolated).
    expect(told).toEqual([
      {
        kind: 'referral_bonus',
        body_fr: 'Yassine a fait son premier achat : un bon d’achat de 5 DT vous attend.',
        body_ar: 'Yassine قام بأول عملية شراء: تنتظرك قسيمة شراء بقيمة \u20665\u2069\u00a0د.ت.',
      },
    ]);
  });
});

describe('invitations', () => {
  it('by e-mail: sent once per request, an address once a month, 10 a day; each counted', async () => {
    const rym = await shopper('Rym');
    const code = await codeOf(rym);
    const outbox = app.emailOutbox!;
    const address = `ami-${rid().slice(0, 8)}@exemple.tn`;
    const request = rid();
    const first = await call(app, rym, 'POST', '/referral/invites', { email: address.toUpperCase(), request_id: request });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ invited: 1 });
    const mails = outbox.outbox(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Rym vous invite sur Qadhya', purpose: 'invitation' });
    expect(mails[0]!.text).toContain(`/login?ref=${code}`);
    expect((await call(app, rym, 'POST', '/referral/invites', { email: address, request_id: request })).json()).toEqual({ invited: 1 });
    expect((await call(app, rym, 'POST', '/referral/invites', { email: address, request_id: rid() })).json()).toEqual({ invited: 2 });
    expect(outbox.outbox(address)).toHaveLength(1);
    const bad = await call(app, rym, 'POST', '/referral/invites', { email: 'pas-un-email', request_id: rid() });
    expect(bad.statusCode).toBe(400);
    for (let i = 2; i < 10; i++)
      expect((await call(app, rym, 'POST', '/referral/invites', { email: `f${i}-${address}`, request_id: rid() })).statusCode).toBe(200);
    const eleventh = await call(app, rym, 'POST', '/referral/invites', { email: `late-${address}`, request_id: rid() });
    expect([eleventh.statusCode, eleventh.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(outbox.outbox(`late-${address}`)).toHaveLength(0);
    // A share from the share sheet counts too, once per request.
    const share = rid();
    expect((await call(app, rym, 'POST', '/referral/shares', { request_id: share })).json()).toEqual({ invited: 11 });
    expect((await call(app, rym, 'POST', '/referral/shares', { request_id: share })).json()).toEqual({ invited: 11 });
    // The friend's address is not kept.
    const kept = await kit.db.selectFrom('referral_invites').select('email_hash').where('user_id', '=', rym.id).execute();
    expect(kept.every((r) => r.email_hash === null || /^[0-9a-f]{64}$/.test(r.email_hash))).toBe(true);
  });
});
