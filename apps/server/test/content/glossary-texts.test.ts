/**
 * docs/glossary.md#texts-held-in-the-database: the texts shoppers read that the database holds —
 * the FAQ, the terms, legal notices and privacy policy, and every text column of a table the
 * migrations or the demo data fill — carry no banned variant of the glossary, the way
 * tools/glossary/glossary.test.ts checks the sources. Migration 0040 rewrites the first texts of
 * 0027 and 0029 that still used one, and leaves a text staff have edited as it is.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannedVariants, type Script } from '../../../../tools/glossary/glossary.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import type { DB } from '../../src/db/schema.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/**
 * The shopper-visible text columns, table by table (from the migrations): a column ending in `_ar`
 * is read as Arabic, any other as French.
 */
const TEXT_COLUMNS: Record<string, string[]> = {
  faq_items: ['question_fr', 'question_ar', 'answer_fr', 'answer_ar'], // 0024, first items 0027
  content_versions: ['body_fr', 'body_ar'], // 0024, first versions 0029
  notifications: ['title_fr', 'title_ar', 'body_fr', 'body_ar'], // 0022, the demo inboxes
  broadcasts: ['title_fr', 'title_ar', 'body_fr', 'body_ar'], // 0023
  wallet_offers: ['label', 'label_ar', 'description', 'description_ar'], // 0021, the demo wallets
  campaigns: ['title', 'title_ar', 'description', 'description_ar'], // 0030, the demo games
  campaign_prizes: ['label', 'label_ar'], // 0030
  catalogues: ['name', 'name_ar'], // 0002, 0013
  catalogue_pages: ['title', 'title_ar'], // 0003, 0014
  promos: ['plus', 'plus_ar'], // 0002, 0013
  products: ['name', 'short_description', 'description', 'plus', 'short_description_ar', 'description_ar', 'plus_ar'], // 0002, 0013, 0015
  categories: ['category_name', 'category_name_ar'], // 0002, 0013
  stores: ['storename', 'address', 'storename_ar', 'address_ar'], // 0002, 0013
  last_chance: ['desc_article'], // 0002
  receipt_lines: ['name'], // 0021, the demo receipts
  shopping_lists: ['title'], // 0022, the demo lists
  shopping_list_items: ['text'], // 0022
};

const scriptOf = (column: string): Script => (column.endsWith('_ar') ? 'ar' : 'fr');

/**
 * The names of places, read out of a text before it is checked: a town is no glossary word, and
 * El Metouia's Arabic name « المطوية » is also the banned word for a leaflet.
 */
async function placeNames(db: Kysely<DB>): Promise<RegExp | null> {
  const rows = await sql<{ name: string }>`select name_ar as name from delegations union select name_ar from governorates`.execute(db);
  const names = rows.rows.map((r) => r.name).filter((n) => bannedVariants().some((b) => b.pattern.test(n)));
  return names.length ? new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g') : null;
}

/** Every banned variant found in the tables' texts: `table.column: « variant » (say « word ») in …`. */
async function offenders(db: Kysely<DB>): Promise<string[]> {
  const banned = bannedVariants();
  const places = await placeNames(db);
  const found: string[] = [];
  for (const [table, columns] of Object.entries(TEXT_COLUMNS)) {
    const rows = await sql<
      Record<string, string | null>
    >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      for (const column of columns) {
        const text = places ? row[column]?.replace(places, '') : row[column];
        if (!text) continue;
        for (const b of banned) {
          if (b.script === scriptOf(column) && b.pattern.test(text))
            found.push(`${table}.${column}: « ${b.text} » (say « ${b.word} ») in ${JSON.stringify(text.slice(0, 120))}`);
        }
      }
    }
  }
  return found;
}

describe('glossary: the texts the demo database holds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.database.db.deleteFrom('faq_items').where('question_fr', '=', 'Test du glossaire ?').execute();
    await app.close();
  });

  it('no banned variant in a stored shopper-visible text', async () => {
    expect(await offenders(app.database.db)).toEqual([]);
    // The texts were there to read: the FAQ, the three texts and the demo data. (The test database's
    // inboxes are empty: their texts are the server's, which glossary.test.ts reads in the sources.)
    const empty: string[] = [];
    for (const table of ['faq_items', 'content_versions', 'wallet_offers', 'campaigns', 'products'] as const) {
      if (!(await app.database.db.selectFrom(table).select('id').limit(1).executeTakeFirst())) empty.push(table);
    }
    expect(empty).toEqual([]);
  });

  it('finds a banned variant in a stored text, French and Arabic', async () => {
    const before = await offenders(app.database.db);
    await app.database.db
      .insertInto('faq_items')
      .values({
        question_fr: 'Test du glossaire ?',
        question_ar: 'أين قسائم الهدايا؟',
        answer_fr: 'Vos bons cadeaux.',
        answer_ar: 'في المغازة.',
        position: 99,
        updated_at: new Date(),
      })
      .execute();
    const added = (await offenders(app.database.db)).filter((o) => !before.includes(o));
    expect(added.map((o) => o.split(' in ')[0])).toEqual([
      'faq_items.question_ar: « قسائم الهدايا » (say « bon d’achat »)',
      'faq_items.answer_fr: « bon cadeau » (say « bon d’achat »)',
      'faq_items.answer_ar: « مغازة » (say « magasin »)',
    ]);
  });
});

describe('migration 0040_glossary_texts', () => {
  let database: Database | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('rewrites the first texts still as 0027 and 0029 wrote them, keeps staff edits, publishes no new version', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-0040-'));
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_/.test(f)).sort();
    for (const f of files.filter((name) => name < '0040')) await fs.copyFile(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database, dir);
    const db = database.db;
    expect((await offenders(db)).length).toBeGreaterThan(0);
    // Staff have edited the sixth FAQ item's French answer and the Arabic legal notices since.
    await db
      .updateTable('faq_items')
      .set({ answer_fr: 'Dans Coupons et Mes bons cadeaux (édité).', version: 2 })
      .where('position', '=', 6)
      .execute();
    await db.updateTable('content_versions').set({ body_ar: 'نص عدّله الفريق: في مغازاتنا.' }).where('doc', '=', 'legal').execute();
    const before = await db.selectFrom('content_versions').select(['doc', 'version', 'published_at']).orderBy('doc').execute();

    await fs.copyFile(path.join(MIGRATIONS_DIR, '0040_glossary_texts.sql'), path.join(dir, '0040_glossary_texts.sql'));
    expect(await migrate(database, dir)).toEqual(['0040_glossary_texts.sql']);

    expect((await offenders(db)).map((o) => o.split(' in ')[0])).toEqual([
      'faq_items.answer_fr: « bon cadeau » (say « bon d’achat »)',
      'content_versions.body_ar: « مغازة » (say « magasin »)',
    ]);
    // Same versions, same publication: nobody is asked to accept the terms again.
    expect(await db.selectFrom('content_versions').select(['doc', 'version', 'published_at']).orderBy('doc').execute()).toEqual(before);
    const six = await db
      .selectFrom('faq_items')
      .select(['answer_fr', 'answer_ar', 'version'])
      .where('position', '=', 6)
      .executeTakeFirstOrThrow();
    // Its edited French answer is kept; its Arabic, as 0027 wrote it, is rewritten, and the item's version moves.
    expect(six).toMatchObject({ answer_fr: 'Dans Coupons et Mes bons cadeaux (édité).', version: 3 });
    expect(six.answer_ar).toContain('«قسائم التخفيض» و«قسائم الشراء»');
    const cgu = await db.selectFrom('content_versions').select('body_ar').where('doc', '=', 'cgu').executeTakeFirstOrThrow();
    expect(cgu.body_ar).toContain('قائمة التسوق المشتركة');
  }, 240_000);
});
