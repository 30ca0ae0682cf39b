import { addDays } from '@qadhya/domain';
import type { Insertable } from 'kysely';
import type { StockTable } from '../../db/tables/stock.ts';
import { hash32 } from '../prng.ts';
import type { SeedProduct } from '../products/generate.ts';

export type StockRow = Insertable<StockTable>;

/** Share of stores that carry a best seller, and any other stocked product. */
export const PRESENCE_CORE = 0.6;
export const PRESENCE_OTHER = 0.2;

/**
 * Stock of `products` in the stores: best sellers (`core`) are in 60 % of the stores, the others
 * in 20 %; quantities go up to 120 for groceries and up to 12 for appliances, some at 0. Each
 * (store, sku) depends only on its own codes and the day, so a later top-up adds exactly the rows
 * a full seed would have. Each count is from the day before `day`, 12:00 to 21:59 Tunis time: the
 * seed's day is the clock's, so no count is ever later than the app's now (docs/stock.md#demo-data).
 */
export function generateStock(
  products: readonly SeedProduct[],
  core: ReadonlySet<number>,
  storeCodes: readonly string[],
  day: string,
): StockRow[] {
  const rows: StockRow[] = [];
  const counted = addDays(day, -1);
  for (const code of storeCodes) {
    for (const p of products) {
      const h = hash32(`stock:${code}:${p.sku}`);
      if ((h % 1000) / 1000 >= (core.has(p.id) ? PRESENCE_CORE : PRESENCE_OTHER)) continue;
      const big = p.base_price >= 100_000;
      const empty = (h >>> 10) % 100 < 7;
      const stock = empty ? 0 : 1 + ((h >>> 12) % (big ? 12 : 120));
      const minutes = (h >>> 20) % 600;
      const time = `${String(12 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
      rows.push({ magasin_code: code, sku: p.sku, stock, updated_at: `${counted}T${time}+01:00` });
    }
  }
  return rows;
}
