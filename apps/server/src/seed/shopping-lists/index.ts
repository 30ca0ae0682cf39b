import { addDays, parseTunisDateTime, tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/schema.ts';
import { pricesFor } from '../../modules/shopping-lists/list-pricing.ts';
import { buildRepositories } from '../../services.ts';
import { lockSeeding } from '../state.ts';
import { AMIRA, KARIM } from '../wallet/accounts.ts';

/**
 * The demo shoppers' two shopping lists (docs/shopping-lists.md#demo-data), added once to a database
 * with the demo accounts, relative to the clock:
 * - « Courses de la semaine », Amira's, Karim assigned: 8 products, the first 3 ticked by Karim this
 *   morning (the prices recorded on the ticks are today's, as the server records them);
 * - « Anniversaire de Yasmine », Amira's, Karim assigned, finished a week ago (Historique): every
 *   item ticked with the shelf and regular prices of the day, so 'Promo déduite' shows what the
 *   promotions saved. Its day is one with no receipt of either of them around it, so the amount comes
 *   from the ticks whatever receipts the wallet demo made.
 */

export const DEMO_WEEK_LIST = { title: 'Courses de la semaine', requestId: 'demo-courses-semaine' } as const;
export const DEMO_BIRTHDAY_LIST = { title: 'Anniversaire de Yasmine', requestId: 'demo-anniversaire-yasmine' } as const;

/** What each list holds: a product whose name starts with the word (on promotion first for the birthday), and how many. */
export const WEEK_ITEMS: readonly (readonly [string, number])[] = [
  ['Lait', 6],
  ['Pain', 2],
  ['Eau minérale', 6],
  ["Huile d'olive", 1],
  ['Harissa', 2],
  ['Couscous', 2],
  ['Thon', 4],
  ['Yaourt', 8],
];
export const BIRTHDAY_ITEMS: readonly (readonly [string, number])[] = [
  ['Préparation pour cake', 2],
  ['Crème chantilly', 2],
  ['Boisson', 4],
  ['Jus', 3],
  ['Bonbon', 2],
  ['Gaufrette', 3],
  ['Biscuit', 2],
];
/** Karim ticks this many of the week's items. */
export const WEEK_TICKED = 3;

const HOUR = 3600_000;
const AMIRA_DEVICE = 'demo-amira-phone';
const KARIM_DEVICE = 'demo-karim-phone';

interface Picked {
  sku: string;
  price: number;
  base_price: number;
  quantity: number;
}

/** One product per word (the first by id whose name starts with it; on promotion first when asked), never the same twice. */
async function pick(trx: Transaction<DB>, words: readonly (readonly [string, number])[], promoFirst: boolean): Promise<Picked[]> {
  const out: Picked[] = [];
  for (const [word, quantity] of words) {
    const taken = out.map((p) => p.sku);
    const row = await trx
      .selectFrom('products')
      .select(['sku', 'price', 'base_price'])
      .where(sql<boolean>`name ilike ${`${word.replace(/[%_\\]/g, '\\$&')}%`}`)
      .$if(taken.length > 0, (qb) => qb.where('sku', 'not in', taken))
      .$if(promoFirst, (qb) => qb.orderBy(sql`(price < base_price)`, 'desc'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) out.push({ ...row, quantity });
  }
  return out;
}

/** The first day from a week back with no receipt of Amira or Karim between 08:00 and 17:00 (the birthday's ticks are 10:00 to 10:40). */
async function quietDay(trx: Transaction<DB>, today: string): Promise<string> {
  for (let back = 7; back <= 30; back++) {
    const day = addDays(today, -back);
    const from = parseTunisDateTime(`${day}T08:00`)!;
    const to = parseTunisDateTime(`${day}T17:00`)!;
    const busy = await trx
      .selectFrom('receipts')
      .select('id')
      .where('user_id', 'in', [AMIRA.id, KARIM.id])
      .where('purchased_at', '>=', from)
      .where('purchased_at', '<=', to)
      .executeTakeFirst();
    if (!busy) return day;
  }
  return addDays(today, -7);
}

interface DemoTick {
  id: string;
  user: number;
  at: Date;
  price: number | null;
  regular_price: number | null;
}

async function insertList(
  trx: Transaction<DB>,
  list: { title: string; requestId: string; createdAt: Date; updatedAt: Date; finishedAt: Date | null; version: number },
  items: { sku: string; quantity: number; tick: DemoTick | null }[],
): Promise<number> {
  const row = await trx
    .insertInto('shopping_lists')
    .values({
      owner_id: AMIRA.id,
      title: list.title,
      request_id: list.requestId,
      version: list.version,
      finished_at: list.finishedAt,
      created_at: list.createdAt,
      updated_at: list.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('shopping_list_members').values({ list_id: row.id, user_id: KARIM.id, assigned_at: list.createdAt }).execute();
  const added = list.createdAt.getTime();
  await trx
    .insertInto('shopping_list_items')
    .values(
      items.map((item, i) => {
        const at = added + i * 1000;
        return {
          list_id: row.id,
          item_key: `p:${item.sku}`,
          sku: item.sku,
          text: null,
          quantity: item.quantity,
          quantity_at: at,
          quantity_device: AMIRA_DEVICE,
          removed: false,
          removed_at: at,
          removed_device: AMIRA_DEVICE,
          added_by: AMIRA.id,
          added_at: at,
          version: item.tick ? list.version : 1,
        };
      }),
    )
    .execute();
  const ticks = items.filter((i) => i.tick);
  if (ticks.length > 0) {
    await trx
      .insertInto('shopping_list_ticks')
      .values(
        ticks.map((i) => ({
          list_id: row.id,
          item_key: `p:${i.sku}`,
          tick_id: i.tick!.id,
          user_id: i.tick!.user,
          at: i.tick!.at.getTime(),
          price: i.tick!.price,
          regular_price: i.tick!.regular_price,
          unticked: false,
        })),
      )
      .execute();
  }
  return row.id;
}

/**
 * Adds the two demo lists once (docs/shopping-lists.md#demo-data): nothing when the demo accounts are
 * not there (their phone or UID was taken) or the lists already are.
 */
export async function ensureShoppingListsDemo(database: Database, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const people = await trx.selectFrom('users').select('id').where('id', 'in', [AMIRA.id, KARIM.id]).execute();
    if (people.length < 2) return;
    const known = await trx
      .selectFrom('shopping_lists')
      .select('id')
      .where('owner_id', '=', AMIRA.id)
      .where('request_id', '=', DEMO_WEEK_LIST.requestId)
      .executeTakeFirst();
    if (known) return;

    const now = clock.now();
    const today = tunisDateString(now);

    // « Courses de la semaine »: written two days ago, Karim ticked the first three this morning.
    const week = await pick(trx, WEEK_ITEMS, false);
    const todayPrices = await pricesFor(
      buildRepositories(database.db).shoppingLists,
      trx,
      week.map((p) => p.sku),
      { today, lang: 'fr' },
    );
    const firstTick = now.getTime() - 50 * 60_000;
    const weekItems = week.map((p, i) => {
      const info = todayPrices.get(p.sku);
      const tick: DemoTick | null =
        i < WEEK_TICKED
          ? {
              id: `${KARIM_DEVICE}-${i + 1}`,
              user: KARIM.id,
              at: new Date(firstTick + i * 4 * 60_000),
              price: info?.price ?? p.price,
              regular_price: info?.regular_price ?? p.base_price,
            }
          : null;
      return { sku: p.sku, quantity: p.quantity, tick };
    });
    const lastWeekTick = weekItems.reduce((t, i) => Math.max(t, i.tick?.at.getTime() ?? 0), 0);
    const weekId = await insertList(
      trx,
      {
        ...DEMO_WEEK_LIST,
        createdAt: new Date(now.getTime() - 2 * 24 * HOUR - 3 * HOUR),
        updatedAt: new Date(lastWeekTick),
        finishedAt: null,
        version: 2,
      },
      weekItems,
    );

    // « Anniversaire de Yasmine »: every item ticked on a quiet morning a week or more ago.
    const birthday = await pick(trx, BIRTHDAY_ITEMS, true);
    const day = await quietDay(trx, today);
    const start = parseTunisDateTime(`${day}T10:00`)!.getTime();
    const birthdayItems = birthday.map((p, i) => ({
      sku: p.sku,
      quantity: p.quantity,
      tick: {
        id: `${i % 2 === 0 ? AMIRA_DEVICE : KARIM_DEVICE}-y${i + 1}`,
        user: i % 2 === 0 ? AMIRA.id : KARIM.id,
        at: new Date(start + i * 6 * 60_000),
        price: p.price,
        regular_price: p.base_price,
      },
    }));
    const finishedAt = new Date(start + (birthday.length - 1) * 6 * 60_000);
    const birthdayId = await insertList(
      trx,
      { ...DEMO_BIRTHDAY_LIST, createdAt: new Date(start - 3 * 24 * HOUR), updatedAt: finishedAt, finishedAt, version: 3 },
      birthdayItems,
    );
    log.info(
      { lists: [weekId, birthdayId], weekItems: week.length, birthdayItems: birthday.length, birthdayDay: day },
      'shopping lists demo added',
    );
  });
}
