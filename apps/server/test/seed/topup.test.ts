import { fixedClock, parseTunisDateTime } from '@qadhya/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { CURRENT_CATALOGUE } from '../../src/seed/categories/categories.ts';
import { ensureDemoData } from '../../src/seed/index.ts';
import { readSeedState } from '../../src/seed/state.ts';

const messages: { level: string; msg: string; data: unknown }[] = [];
const log = {
  info: (data: unknown, msg: string) => messages.push({ level: 'info', msg, data }),
  warn: (data: unknown, msg: string) => messages.push({ level: 'warn', msg, data }),
  error: () => {},
} as unknown as Parameters<typeof ensureDemoData>[2];
const at = (text: string) => fixedClock(parseTunisDateTime(text)!);

/** A fresh in-memory PGlite of its own: these tests write. */
describe('first start and later starts', () => {
  let database: Database;
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows[0]!;
  const checksum = (table: string, order: string) =>
    one(sql<{ s: string }>`select md5(string_agg(t::text, '|' order by ${sql.raw(order)})) as s from ${sql.table(table)} t`);

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database);
    await database.exec('create table user_notes (id int primary key, body text); insert into user_notes values (1, $$mine$$);');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds everything on first start on PGlite', async () => {
    await ensureDemoData(database, at('2026-11-10T09:00'), log);
    expect(messages.at(-6)).toMatchObject({ level: 'info', msg: 'demo data generated' });
    expect(messages.at(-5)).toMatchObject({ level: 'info', msg: 'wallet demo accounts generated', data: { today: '2026-11-10' } });
    expect(messages.at(-4)).toMatchObject({ level: 'info', msg: 'shopping lists demo added' });
    expect(messages.at(-3)).toMatchObject({ level: 'info', msg: 'demo data: game campaigns added', data: { campaigns: 2 } });
    expect(messages.at(-2)).toMatchObject({ level: 'info', msg: 'demo data: mobile offer added' });
    // Generated in agreement with the tables: the recorder's check after it adds nothing.
    expect(messages.at(-1)).toMatchObject({ level: 'info', msg: 'demo data: price history generated', data: { corrected: 0 } });
    expect(await readSeedState(database.db)).toMatchObject({
      anchorDate: '2026-11-10',
      currentWeekStart: '2026-11-04',
      lastWeekStart: '2026-11-11',
    });
    expect(await one(sql<{ n: number }>`select count(*)::int as n from catalogues`)).toEqual({ n: 10 });
  });

  it('adds the weeks a later start needs, moves the current week, and leaves other data alone', async () => {
    const lastChance = await checksum('last_chance', 'sku, magasin_code');
    const stores = await checksum('stores', 'magasin_code');
    const oldStock = await checksum('stock', 'magasin_code, sku');
    const stockBefore = await one(sql<{ n: number }>`select count(*)::int as n from stock`);
    await ensureDemoData(database, at('2026-11-24T13:30'), log);
    expect(messages.at(-1)).toMatchObject({ msg: 'demo data topped up', data: { addedWeeks: ['2026-11-18', '2026-11-25'] } });
    // The new weeks' promos and prices went to the price log, as the seed's.
    expect((messages.at(-1)!.data as { priceRows: number }).priceRows).toBeGreaterThan(50);
    const recorded = await one(sql<{ n: number }>`select count(*)::int as n from price_log where at >= '2026-11-18'`);
    expect(recorded.n).toBeGreaterThan(50);
    const ids = (await database.db.selectFrom('catalogues').select('id').orderBy('id').execute()).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([202646, 202647, 202648]));
    expect(ids).toHaveLength(12);
    expect(await readSeedState(database.db)).toMatchObject({
      anchorDate: '2026-11-10',
      currentWeekStart: '2026-11-18',
      lastWeekStart: '2026-11-25',
    });
    const inCurrent = await sql<{
      product_id: number;
    }>`select product_id from catalogue_products where catalogue_id = 202647 order by product_id`.execute(database.db);
    const flagged = await sql<{
      id: number;
    }>`select id as product_id from products where ${CURRENT_CATALOGUE} = any(category_ids) order by id`.execute(database.db);
    expect(flagged.rows).toEqual(inCurrent.rows);
    const promoDays = await sql<{
      d: string;
    }>`select distinct to_char(promo_date, 'YYYY-MM-DD') as d from promos where promo_date between '2026-11-18' and '2026-11-24' order by d`.execute(
      database.db,
    );
    expect(promoDays.rows).toHaveLength(7);
    expect(await checksum('last_chance', 'sku, magasin_code')).toEqual(lastChance);
    expect(await checksum('stores', 'magasin_code')).toEqual(stores);
    expect((await one(sql<{ n: number }>`select count(*)::int as n from stock`)).n).toBeGreaterThan(stockBefore.n);
    expect(await checksum('stock', 'magasin_code, sku')).not.toEqual(oldStock);
    expect(await one(sql`select * from user_notes`)).toEqual({ id: 1, body: 'mine' });
  });

  it('gives the same week as a fresh seed of that day would', async () => {
    const { generateDemoData } = await import('../../src/seed/demo-data.ts');
    const fresh = generateDemoData('2026-11-24');
    const rows = await sql<{
      product_id: number;
      price: number;
      x: number;
    }>`select product_id, price, x from catalogue_products where catalogue_id = 202648 order by page, position`.execute(database.db);
    const expected = fresh.catalogueProducts
      .filter((i) => i.catalogue_id === 202648)
      .map((i) => ({ product_id: i.product_id, price: i.price, x: i.x }));
    expect(rows.rows).toEqual(expected);
  });

  it('does nothing more on a start the same week', async () => {
    const count = messages.length;
    await ensureDemoData(database, at('2026-11-24T20:00'), log);
    expect(messages).toHaveLength(count);
  });
});
