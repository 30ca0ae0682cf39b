import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DemoData } from './demo-data.ts';
import type { WeeksContent } from './week-content.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** At most this many bound parameters per statement (PostgreSQL's limit is 65,535). */
const MAX_PARAMS = 30_000;

/** Multi-row inserts of `rows` into `table`, as few statements as the parameter limit allows. */
export async function insertBatched<T extends keyof DB & string>(
  db: Tx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  onConflictDoNothing = false,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(2000, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    // Kysely's typing of a table chosen at run time is too generic for `values`.
    const query = db.insertInto(table).values(chunk as never);
    await (onConflictDoNothing ? query.onConflict((oc) => oc.doNothing()) : query).execute();
  }
}

export async function insertWeeks(db: Tx, weeks: WeeksContent, onConflictDoNothing = false): Promise<void> {
  await insertBatched(db, 'catalogues', weeks.catalogues, onConflictDoNothing);
  await insertBatched(db, 'catalogue_pages', weeks.cataloguePages, onConflictDoNothing);
  await insertBatched(db, 'catalogue_products', weeks.catalogueProducts, onConflictDoNothing);
  await insertBatched(db, 'promos', weeks.promos, onConflictDoNothing);
}

/** Writes every table of the demo data, parents first. Run it inside one transaction. */
export async function insertDemoData(db: Tx, data: DemoData): Promise<void> {
  // The geography is reference data that every start loads (geography/ensure.ts): kept if there.
  await insertBatched(db, 'governorates', data.governorates, true);
  await insertBatched(db, 'delegations', data.delegations, true);
  await insertBatched(db, 'stores', data.stores);
  // So are the categories (categories/ensure.ts).
  await insertBatched(db, 'categories', data.categories, true);
  await insertBatched(
    db,
    'products',
    data.products.map(({ noPromo: _n, ...p }) => p),
  );
  await insertWeeks(db, data);
  await insertBatched(db, 'last_chance', data.lastChance);
  await insertBatched(db, 'stock', data.stock);
}
