import { addDays, catalogueWeek } from '@qadhya/domain';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { weeksAround } from './catalogues/weeks.ts';
import { coreStockIds } from './demo-data.ts';
import { insertBatched, insertWeeks } from './insert.ts';
import { generateProducts, type SeedProduct } from './products/generate.ts';
import { WEEK_STATE_FIELDS, weekStates, type ProductWeekState } from './products/week-state.ts';
import { loadReferenceData } from './reference.ts';
import type { SeedState } from './state.ts';
import { generateStock } from './stock/generate.ts';
import { generateWeeks, productIdsOf } from './week-content.ts';

export interface TopUpResult {
  state: SeedState;
  addedWeeks: string[];
  updatedProducts: number;
}

/** What the seeded data needs for `today`: the weeks it lacks, and whether the current week moved. */
export function topUpPlan(today: string, state: SeedState): { weeks: string[]; newCurrent: boolean } {
  const weeks = weeksAround(today).filter((w) => w > state.lastWeekStart);
  return { weeks, newCurrent: catalogueWeek(today).start !== state.currentWeekStart };
}

const WEEK_STATE_SQL = WEEK_STATE_FIELDS.map((f) => sql.ref(f));

/** Writes the week's prices, categories and flags of the products whose state changed. */
async function updateWeekStates(trx: Transaction<DB>, states: Map<number, ProductWeekState>): Promise<number> {
  const rows = await trx
    .selectFrom('products')
    .select(['id', ...WEEK_STATE_FIELDS])
    .execute();
  const changed = rows.filter((r) => {
    const want = states.get(r.id);
    return want && WEEK_STATE_FIELDS.some((f) => JSON.stringify(r[f]) !== JSON.stringify(want[f]));
  });
  for (let i = 0; i < changed.length; i += 500) {
    const values = changed.slice(i, i + 500).map((r) => {
      const s = states.get(r.id)!;
      const cells = WEEK_STATE_FIELDS.map((f) =>
        f === 'category_ids' ? sql`${`{${s.category_ids.join(',')}}`}::int[]` : sql`${s[f]}::int`,
      );
      return sql`(${r.id}::int, ${sql.join(cells)})`;
    });
    const sets = WEEK_STATE_FIELDS.map((f) => sql`${sql.ref(f)} = v.${sql.ref(f)}`);
    await sql`update products as p set ${sql.join(sets)}
      from (values ${sql.join(values)}) as v(id, ${sql.join(WEEK_STATE_SQL)})
      where p.id = v.id`.execute(trx);
  }
  return changed.length;
}

/**
 * On a start whose today has moved past the seeded weeks: adds the missing catalogues and promos
 * (up to next week), stock rows for their products, and moves the current week's prices and
 * flags. Touches only demo tables, never user data. Returns null when nothing was needed.
 */
export async function topUp(trx: Transaction<DB>, today: string, state: SeedState): Promise<TopUpResult | null> {
  const plan = topUpPlan(today, state);
  if (plan.weeks.length === 0 && !plan.newCurrent) return null;
  const products: SeedProduct[] = generateProducts(loadReferenceData());
  const added = generateWeeks(plan.weeks, products);
  await insertWeeks(trx, added, true);
  if (plan.weeks.length > 0) {
    const ids = productIdsOf(added);
    const stores = await trx.selectFrom('stores').select('magasin_code').orderBy('magasin_code').execute();
    const rows = generateStock(
      products.filter((p) => ids.has(p.id)),
      coreStockIds(products),
      stores.map((s) => s.magasin_code),
      today,
    );
    await insertBatched(trx, 'stock', rows, true);
  }
  const current = catalogueWeek(today).start;
  let updatedProducts = 0;
  if (plan.newCurrent) {
    const week = generateWeeks([current], products);
    const end = addDays(current, 6);
    updatedProducts = await updateWeekStates(
      trx,
      weekStates(
        products,
        week.catalogueProducts,
        week.promos.filter((p) => p.promo_date >= current && p.promo_date <= end),
      ),
    );
  }
  const lastWeek = plan.weeks.at(-1);
  return {
    state: {
      ...state,
      lastWeekStart: lastWeek && lastWeek > state.lastWeekStart ? lastWeek : state.lastWeekStart,
      currentWeekStart: current,
    },
    addedWeeks: plan.weeks,
    updatedProducts,
  };
}
