/**
 * Some PGlite versions hang (100 % CPU, forever) on a pg_trgm/unaccent query that follows many
 * single-row writes (docs/architecture.md#database-and-migrations). This keeps the pinned version honest:
 * 1000 single-row inserts into a table with a trigram index, then 50 similarity queries.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';

const WORDS = [
  'Lait demi-écrémé',
  'Crème fraîche',
  'Fromage râpé',
  'Café moulu',
  'Thé vert à la menthe',
  'Pâtes complètes',
  "Huile d'olive vierge",
  'Harissa du Cap Bon',
  'Couscous fin',
  'Sucre glace',
] as const;
const BRANDS = ['Délice', 'Vitalait', 'Sicam', 'Randa', 'Warda'] as const;
const ROWS = 1000;
const QUERIES = 50;

describe('PGlite: trigram queries after many single-row writes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it(`${ROWS} single-row inserts then ${QUERIES} trigram/unaccent queries complete with the right rows`, async () => {
    const { db } = database;
    await sql`create temp table stress_items (id serial primary key, name text not null)`.execute(db);
    await sql`create index stress_items_trgm on stress_items using gin (search_key(name) gin_trgm_ops)`.execute(db);
    for (let i = 0; i < ROWS; i++) {
      const name = `${WORDS[i % WORDS.length]} ${BRANDS[i % BRANDS.length]} ${i}`;
      await sql`insert into stress_items (name) values (${name})`.execute(db);
    }
    const count = await sql<{ n: number }>`select count(*)::int as n from stress_items`.execute(db);
    expect(count.rows[0]?.n).toBe(ROWS);

    // [search text, the product every hit must be] — accents, case and a typo (harisa).
    const terms: [string, string][] = [
      ['creme fraiche', 'Crème fraîche'],
      ['FROMAGE RAPE', 'Fromage râpé'],
      ['cafe moulu', 'Café moulu'],
      ['the vert', 'Thé vert'],
      ['pates completes', 'Pâtes complètes'],
      ["HUILE D'OLIVE", "Huile d'olive"],
      ['harisa', 'Harissa'],
      ['couscous', 'Couscous'],
      ['sucre glace', 'Sucre glace'],
      ['lait demi-ecreme', 'Lait demi-écrémé'],
    ];
    for (let q = 0; q < QUERIES; q++) {
      const [term, expected] = terms[q % terms.length]!;
      // Half of the queries force the trigram index, half let the planner choose.
      const forceIndex = q % 2 === 0;
      const rows = await db.transaction().execute(async (trx) => {
        if (forceIndex) await sql`set local enable_seqscan = off`.execute(trx);
        if (q % 3 === 0) {
          return (
            await sql<{ id: number; name: string; sim: number }>`
                select id, name, word_similarity(search_key(${term}), search_key(name)) as sim
                from stress_items
                where search_key(${term}) <% search_key(name)
                order by sim desc, id
                limit 20`.execute(trx)
          ).rows;
        }
        if (q % 3 === 1) {
          // Whole-name similarity of a short term is low (≈ 0.2 for the typo): lower the bar.
          await sql`set local pg_trgm.similarity_threshold = 0.1`.execute(trx);
          return (
            await sql<{ id: number; name: string; sim: number }>`
                select id, name, similarity(search_key(name), search_key(${term})) as sim
                from stress_items
                where search_key(name) % search_key(${term})
                order by sim desc, id
                limit 20`.execute(trx)
          ).rows;
        }
        return (
          await sql<{ id: number; name: string; sim: number }>`
              select id, name, 1 as sim
              from stress_items
              where search_key(name) like '%' || search_key(${term}) || '%'
              order by id
              limit 20`.execute(trx)
        ).rows;
      });
      const isLike = q % 3 === 2;
      if (isLike && term === 'harisa') {
        expect(rows, 'a typo does not match through LIKE').toEqual([]);
      } else if (isLike) {
        expect(rows.length, `query ${q} (${term})`).toBe(20); // 100 rows of each product
      } else {
        expect(rows.length, `query ${q} (${term})`).toBeGreaterThan(0);
      }
      for (const row of rows) expect(row.name.startsWith(expected), `query ${q} (${term}) → ${row.name}`).toBe(true);
    }

    // The forced queries really went through the trigram index.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return (
        await sql<{ 'QUERY PLAN': string }>`explain select id from stress_items where search_key(name) % search_key(${'creme'})`.execute(
          trx,
        )
      ).rows;
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('stress_items_trgm');
  }, 60_000);
});
