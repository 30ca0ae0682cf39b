import { fixedClock, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoData } from '../../src/seed/index.ts';
import { BIRTHDAY_ITEMS, DEMO_BIRTHDAY_LIST, DEMO_WEEK_LIST, WEEK_ITEMS, WEEK_TICKED } from '../../src/seed/shopping-lists/index.ts';
import { AMIRA, KARIM } from '../../src/seed/wallet/accounts.ts';
import { newSession } from '../helpers/accounts.ts';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';

const NOW = parseTunisDateTime(TEST_NOW)!;

interface Summary {
  id: number;
  title: string;
  finished: boolean;
  status: string;
  score: number;
  promo_deducted: number | null;
  promo_source: string | null;
  is_owner: boolean;
  images: string[];
  members: { user_id: number }[];
  progress: { bought: number; total: number; badge: string };
}
interface Item {
  sku: string;
  quantity: number;
  price: number;
  checked: boolean;
  checked_by: { user_id: number; name: string } | null;
  ticks: { price: number | null; regular_price: number | null }[];
}

/** The demo shoppers' two lists (docs/shopping-lists.md#demo-data), read through the API as Amira and Karim would. */
describe('the shopping lists demo', () => {
  let app: FastifyInstance;
  let amira: { headers: Record<string, string> };
  let karim: { headers: Record<string, string> };
  const get = async (who: { headers: Record<string, string> }, url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const find = async (who: { headers: Record<string, string> }, tab: 'active' | 'history', title: string): Promise<Summary | undefined> =>
    (await get(who, `/lists?tab=${tab}&pageSize=50`)).items.find((l: Summary) => l.title === title);

  beforeAll(async () => {
    app = await buildTestApp();
    amira = await newSession(app, AMIRA.id);
    karim = await newSession(app, KARIM.id);
  });
  afterAll(async () => {
    await app.close();
  });

  it('« Courses de la semaine »: Amira’s, Karim assigned, 8 real products, 3 ticked by Karim this morning', async () => {
    const card = (await find(amira, 'active', DEMO_WEEK_LIST.title))!;
    expect(card).toBeDefined();
    expect(card.is_owner).toBe(true);
    expect(card.members.map((m) => m.user_id)).toEqual([KARIM.id]);
    expect(card.progress).toMatchObject({ bought: WEEK_TICKED, total: WEEK_ITEMS.length, badge: 'in_progress' });
    expect(card.images.length).toBe(3);
    const list = await get(amira, `/lists/${card.id}`);
    const items = list.items as Item[];
    expect(items).toHaveLength(8);
    expect(card.score).toBe(items.reduce((s, i) => s + i.quantity * i.price, 0));
    expect(card.score).toBeGreaterThan(0);
    const checked = items.filter((i) => i.checked);
    expect(checked).toHaveLength(3);
    for (const i of checked) {
      expect(i.checked_by?.user_id).toBe(KARIM.id);
      expect(i.ticks[0]!.price).toBe(i.price);
    }
    // Karim sees it as a member.
    const his = (await find(karim, 'active', DEMO_WEEK_LIST.title))!;
    expect(his.id).toBe(card.id);
    expect(his.is_owner).toBe(false);
  });

  it('« Anniversaire de Yasmine »: finished, in Historique, with what the promotions saved from the ticks', async () => {
    const card = (await find(amira, 'history', DEMO_BIRTHDAY_LIST.title))!;
    expect(card).toBeDefined();
    expect(card.finished).toBe(true);
    expect(card.progress).toMatchObject({ bought: BIRTHDAY_ITEMS.length, total: BIRTHDAY_ITEMS.length, badge: 'done' });
    const list = await get(amira, `/lists/${card.id}`);
    const saved = (list.items as Item[]).reduce((s, i) => s + i.quantity * Math.max(0, i.ticks[0]!.regular_price! - i.ticks[0]!.price!), 0);
    expect(saved).toBeGreaterThan(0);
    expect(card.promo_source).toBe('ticks');
    expect(card.promo_deducted).toBe(saved);
    expect(await find(amira, 'active', DEMO_BIRTHDAY_LIST.title)).toBeUndefined();
    expect((await find(karim, 'history', DEMO_BIRTHDAY_LIST.title))?.id).toBe(card.id);
  });

  // Writes: only on a PGlite copy of its own (on PostgreSQL the seeded database is shared).
  it.skipIf(!!inject('databaseUrl'))('are added once, also to a database seeded before they existed', { timeout: 60_000 }, async () => {
    const db = app.database.db;
    await db.deleteFrom('shopping_lists').where('owner_id', '=', AMIRA.id).execute();
    const messages: string[] = [];
    const log = { info: (_: unknown, msg: string) => messages.push(msg), warn: () => {}, error: () => {} } as unknown as Parameters<
      typeof ensureDemoData
    >[2];
    await ensureDemoData(app.database, fixedClock(NOW), log);
    await ensureDemoData(app.database, fixedClock(NOW), log);
    expect(messages.filter((m) => m === 'shopping lists demo added')).toHaveLength(1);
    const titles = await db.selectFrom('shopping_lists').select('title').where('owner_id', '=', AMIRA.id).orderBy('id').execute();
    expect(titles.map((t) => t.title)).toEqual([DEMO_WEEK_LIST.title, DEMO_BIRTHDAY_LIST.title]);
  });
});
