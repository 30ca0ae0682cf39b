import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

/** The sku in stock in the most stores (ties by sku): the biggest stock answers. */
export async function bestSellerSku(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom('stock')
    .select(['sku', (eb) => eb.fn.countAll<number>().as('n')])
    .where('stock', '>', 0)
    .groupBy('sku')
    .orderBy('n', 'desc')
    .orderBy('sku')
    .executeTakeFirstOrThrow();
  return row.sku;
}
