import { DEFAULT_WALLET_RULES, fixedClock, offerStatus, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoData } from '../../src/seed/index.ts';
import { AMIRA, KARIM } from '../../src/seed/wallet/accounts.ts';
import { assertNeverNegative, generateWalletDemo, monthsBack } from '../../src/seed/wallet/generate.ts';
import { loadWalletSeedInput } from '../../src/seed/wallet/load.ts';
import { randomIp } from '../helpers/accounts.ts';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';

const TODAY = TEST_NOW.slice(0, 10);
const NOW = parseTunisDateTime(TEST_NOW)!;

/** The demo shoppers the seed adds (docs/wallet.md#demo-data): read-only here, except the last test on its own PGlite copy. */
describe('the wallet demo accounts', () => {
  let app: FastifyInstance;
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(app.database.db)).rows;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('exist with complete profiles, cards, and Karim in Amira’s family', async () => {
    const users = await rows(sql<{ id: number; phone: string; name: string; card: string }>`
      select u.id, u.phone, u.name, c.card_number as card from users u join loyalty_cards c on c.user_id = u.id
      where u.id in (${AMIRA.id}, ${KARIM.id}) order by u.id`);
    expect(users.map((u) => [u.id, u.phone, u.name])).toEqual([
      [41_000_001, '98000001', 'Amira'],
      [41_000_002, '98000002', 'Karim'],
    ]);
    for (const u of users) expect(u.card).toMatch(/^29\d{11}$/);
    const family = await rows(sql<{ owner_id: number; user_id: number; relation: string; avatar: string }>`
      select f.owner_id, m.user_id, m.relation, m.avatar from families f join family_members m on m.family_id = f.id where f.owner_id = ${AMIRA.id}`);
    expect(family).toEqual([{ owner_id: AMIRA.id, user_id: KARIM.id, relation: 'Frère', avatar: 'avatar-2' }]);
  });

  it('sign in with their password through the login route, profile complete', async () => {
    for (const a of [AMIRA, KARIM]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { PHONE: a.phone, PASSWORD: a.password },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ ID: a.id, NAME: a.name, LASTNAME: 'Ben Salah', PROFILE_COMPLETE: true, LANGUAGE: 'fr' });
    }
  });

  it('share their activity: the family screen shows their month and history, not zeros', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { PHONE: AMIRA.phone, PASSWORD: AMIRA.password },
      remoteAddress: randomIp(),
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/families/activity',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sharing).toEqual({ mine: true, people: 2, sharing: 2 });
    expect(body.figures.points).toBeGreaterThan(0);
    expect(body.figures.savings).toBeGreaterThan(0);
    expect(body.history.items.length).toBeGreaterThan(0);
    expect(new Set(body.history.items.map((i: { who: { USER_ID: number } }) => i.who.USER_ID))).toContain(AMIRA.id);
  });

  it('hold two years of receipts: every month of the last 24, Amira far more than Karim', async () => {
    const counts = await rows(
      sql<{
        user_id: number;
        n: number;
      }>`select user_id, count(*)::int as n from receipts where user_id in (${AMIRA.id}, ${KARIM.id}) and kind = 'sale' group by user_id order by user_id`,
    );
    expect(counts[0]!.n).toBeGreaterThanOrEqual(150);
    expect(counts[1]!.n).toBeGreaterThan(10);
    expect(counts[1]!.n).toBeLessThan(counts[0]!.n / 2);
    const months = await rows(sql<{ m: string }>`
      select distinct to_char(purchased_at at time zone 'Africa/Tunis', 'YYYY-MM') as m from receipts where user_id = ${AMIRA.id} order by m`);
    const last24 = Array.from({ length: 24 }, (_, i) => monthsBack(TODAY, 23 - i));
    expect(months.map((m) => m.m)).toEqual(expect.arrayContaining(last24));
    const future = await rows(
      sql<{ n: number }>`select count(*)::int as n from receipts where user_id in (${AMIRA.id}, ${KARIM.id}) and purchased_at > ${NOW}`,
    );
    expect(future[0]!.n).toBe(0);
    const returns = await rows(
      sql<{
        n: number;
      }>`select count(*)::int as n from receipts r join receipts s on s.id = r.return_of where r.kind = 'return' and r.user_id = ${AMIRA.id} and r.total < 0 and s.user_id = r.user_id`,
    );
    expect(returns[0]!.n).toBe(2);
  });

  it('add up: every line, every receipt, every applied offer and every receipt’s points', async () => {
    const wrong = await rows(sql<{ id: number }>`
      select r.id from receipts r
      left join (select receipt_id, sum(total)::int as s, bool_and(total = quantity * unit_price - discount) as ok from receipt_lines group by receipt_id) l on l.receipt_id = r.id
      left join wallet_offers o on o.used_receipt_id = r.id
      left join (select receipt_id, sum(points)::int as p from points_ledger where receipt_id is not null group by receipt_id) p on p.receipt_id = r.id
      where r.user_id in (${AMIRA.id}, ${KARIM.id})
        and (l.s is distinct from r.total or not l.ok or r.paid <> r.total - r.discount
          or r.discount <> coalesce(o.discount, 0) or coalesce(p.p, 0) <> r.points_earned
          or (r.answer->>'paid')::int <> r.paid or (r.answer->>'id')::bigint <> r.id)`);
    expect(wrong).toEqual([]);
    const used = await rows(sql<{ n: number }>`select count(*)::int as n from receipts where user_id = ${AMIRA.id} and discount > 0`);
    expect(used[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('keep the points balance equal to the sum of entries and never below 0 in time order', async () => {
    const dips = await rows(sql<{ user_id: number; running: number }>`
      select user_id, running from (
        select user_id, sum(points) over (partition by user_id order by at, id) as running from points_ledger where user_id in (${AMIRA.id}, ${KARIM.id})
      ) t where running < 0`);
    expect(dips).toEqual([]);
    const kinds = await rows(
      sql<{ kind: string }>`select distinct kind from points_ledger where user_id in (${AMIRA.id}, ${KARIM.id}) order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['earned', 'reversed', 'spent', 'transfer_in', 'transfer_out']);
    const pairs = await rows(sql<{ n: number }>`
      select count(*)::int as n from points_ledger o join points_ledger i on i.request_id = o.request_id and i.kind = 'transfer_in'
      where o.kind = 'transfer_out' and o.user_id = ${AMIRA.id} and i.user_id = ${KARIM.id} and i.points = -o.points`);
    expect(pairs[0]!.n).toBeGreaterThanOrEqual(2);
    expect(() =>
      assertNeverNegative([
        { userId: 1, points: 5, at: NOW },
        { userId: 1, points: -6, at: new Date(NOW.getTime() + 1) },
      ]),
    ).toThrow(/below 0/);
  });

  it('spend more in Ramadan 2025 than in the median month', async () => {
    const months = await rows(sql<{ m: string; paid: number }>`
      select to_char(purchased_at at time zone 'Africa/Tunis', 'YYYY-MM') as m, sum(paid)::int as paid
      from receipts where user_id = ${AMIRA.id} group by 1 order by 2`);
    const full = months.filter((m) => m.m > monthsBack(TODAY, 24) && m.m < TODAY.slice(0, 7));
    const median = full[Math.floor(full.length / 2)]!.paid;
    expect(full.find((m) => m.m === '2025-03')!.paid).toBeGreaterThan(median);
  });

  it('hold coupons and vouchers in all three statuses, with French and Arabic texts', async () => {
    const offers = await app.database.db
      .selectFrom('wallet_offers')
      .select(['kind', 'source', 'used_at', 'expires_at', 'label', 'label_ar', 'description_ar'])
      .where('user_id', 'in', [AMIRA.id, KARIM.id])
      .execute();
    for (const kind of ['coupon', 'voucher']) {
      const statuses = new Set(
        offers.filter((o) => o.kind === kind).map((o) => offerStatus({ usedAt: o.used_at, expiresAt: o.expires_at }, NOW)),
      );
      expect([...statuses].sort()).toEqual(['active', 'expired', 'used']);
    }
    expect(offers.filter((o) => o.source === 'welcome')).toHaveLength(2);
    expect(offers.map((o) => o.label)).toEqual(
      expect.arrayContaining(['10 DT offerts dès 50 DT d’achat', '25 % dès 40 DT d’achat', '50 % sur votre prochain achat']),
    );
    for (const o of offers) expect(o.label_ar && o.description_ar).toBeTruthy();
    const budgets = await rows(sql<{ n: number; a: number }>`
      select (select count(*)::int from monthly_budgets where user_id = ${AMIRA.id}) as n,
             (select count(*)::int from budget_allocations where from_user_id = ${AMIRA.id} and to_user_id = ${KARIM.id} and request_id like 'seed-%') as a`);
    expect(budgets[0]!.n).toBe(24);
    expect(budgets[0]!.a).toBeGreaterThanOrEqual(12);
  });

  it('is the same for the same day (the generator run twice), and what the database holds', async () => {
    const input = await loadWalletSeedInput(app.database.db, TODAY, DEFAULT_WALLET_RULES);
    const first = generateWalletDemo(input);
    expect(generateWalletDemo(input)).toEqual(first);
    const held = await rows(
      sql<{
        codes: string;
      }>`select string_agg(attach_code, ',' order by id) as codes from receipts where user_id in (${AMIRA.id}, ${KARIM.id})`,
    );
    expect(held[0]!.codes).toBe(first.receipts.map((r) => r.attachCode).join(','));
    expect(generateWalletDemo({ ...input, today: '2026-11-25' }).receipts.map((r) => r.attachCode)).not.toEqual(
      first.receipts.map((r) => r.attachCode),
    );
  });

  // Writes: only on a PGlite copy of its own (on PostgreSQL the seeded database is shared).
  it.skipIf(!!inject('databaseUrl'))(
    'are added once to a database seeded before they existed, quickly, and logged',
    { timeout: 30_000 },
    async () => {
      const ids = [AMIRA.id, KARIM.id];
      await app.database.db.deleteFrom('wallet_offers').where('user_id', 'in', ids).execute();
      await app.database.db.deleteFrom('receipts').where('user_id', 'in', ids).execute();
      await app.database.db.deleteFrom('users').where('id', 'in', ids).execute();
      const messages: { msg: string; data: { totalMs: number; receipts: number } }[] = [];
      const log = {
        info: (data: never, msg: string) => messages.push({ msg, data }),
        warn: () => {},
        error: () => {},
      } as unknown as Parameters<typeof ensureDemoData>[2];
      await ensureDemoData(app.database, fixedClock(NOW), log);
      const line = messages.find((m) => m.msg === 'wallet demo accounts generated');
      expect(line?.data.receipts).toBeGreaterThan(150);
      console.info(`wallet demo seed: ${line?.data.totalMs} ms`);
      expect(line!.data.totalMs).toBeLessThan(10_000);
      await ensureDemoData(app.database, fixedClock(NOW), log);
      expect(messages.filter((m) => m.msg === 'wallet demo accounts generated')).toHaveLength(1);
      const count = await rows(sql<{ n: number }>`select count(*)::int as n from receipts where user_id = ${AMIRA.id}`);
      expect(count[0]!.n).toBe(
        line!.data.receipts - (await rows(sql<{ n: number }>`select count(*)::int as n from receipts where user_id = ${KARIM.id}`))[0]!.n,
      );
    },
  );
});
