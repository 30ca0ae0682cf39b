import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { categoryNameAr } from '../arabic.ts';
import { insertBatched } from '../insert.ts';
import { lockSeeding } from '../state.ts';
import { generateCategories } from './categories.ts';

/**
 * The spec's category tree is reference data every start needs, production included
 * (docs/reference-data.md#categories): the app's screens use its ids (695 the current catalogue,
 * 726 the banner, 108 the default AUTRES) and a product is created in one of them, so a chain
 * starting without the demo data can add its first product. Added once, in French and Arabic,
 * under the seeding lock; a start that finds them all does nothing.
 */
export async function ensureCategories(database: Database, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const rows = generateCategories().map((row) => ({ ...row, category_name_ar: categoryNameAr(row.category_id) }));
  const present = await sql<{ n: number }>`select count(*)::int as n from categories`.execute(database.db);
  if ((present.rows[0]?.n ?? 0) >= rows.length) return;
  await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    await insertBatched(trx, 'categories', rows, true);
  });
  log.info({ categories: rows.length }, 'reference categories loaded');
}
