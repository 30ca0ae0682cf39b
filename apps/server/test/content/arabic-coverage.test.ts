/**
 * docs/architecture.md#languages: every text the chain writes for shoppers has its Arabic form in
 * the demo database — each pair (French column, Arabic column) below has no row whose French is set
 * and whose Arabic is empty. Product names, brands and last chance's DESC_ARTICLE have no Arabic
 * (as printed on the pack); shoppers' own texts (lists, requests) neither.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

const PAIRS: [table: string, fr: string, ar: string][] = [
  ['categories', 'category_name', 'category_name_ar'],
  ['catalogues', 'name', 'name_ar'],
  ['catalogue_pages', 'title', 'title_ar'],
  ['promos', 'plus', 'plus_ar'],
  ['products', 'plus', 'plus_ar'],
  ['products', 'short_description', 'short_description_ar'],
  ['products', 'description', 'description_ar'],
  ['wallet_offers', 'label', 'label_ar'],
  ['wallet_offers', 'description', 'description_ar'],
  ['campaigns', 'title', 'title_ar'],
  ['campaigns', 'description', 'description_ar'],
  ['campaign_prizes', 'label', 'label_ar'],
  ['faq_items', 'question_fr', 'question_ar'],
  ['faq_items', 'answer_fr', 'answer_ar'],
  ['content_versions', 'body_fr', 'body_ar'],
  ['notifications', 'title_fr', 'title_ar'],
  ['notifications', 'body_fr', 'body_ar'],
  ['broadcasts', 'title_fr', 'title_ar'],
  ['broadcasts', 'body_fr', 'body_ar'],
];

// On the embedded database each file reads the demo alone; the PostgreSQL run shares one database
// among the files, whose own rows (a test's product, a notification « عنوان cap-3 ») are no demo data.
describe.skipIf(!!inject('databaseUrl'))('Arabic: the demo data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('every French text of the chain has its Arabic form', async () => {
    const missing: string[] = [];
    for (const [table, fr, ar] of PAIRS) {
      const { rows } = await sql<{ fr: string }>`select distinct ${sql.ref(fr)} as fr from ${sql.table(table)}
        where coalesce(${sql.ref(fr)}, '') <> '' and coalesce(${sql.ref(ar)}, '') = ''`.execute(app.database.db);
      for (const r of rows.slice(0, 5)) missing.push(`${table}.${ar}: ${JSON.stringify(r.fr.slice(0, 80))}`);
    }
    expect(missing).toEqual([]);
  });

  it('no French word left in an Arabic text (but DT, product names and the legal texts’ proper names)', async () => {
    const latin: string[] = [];
    for (const [table, , ar] of PAIRS) {
      // Product lines hold the names as printed; the legal texts name the stores, the sources and addresses.
      if ((table === 'products' && ar !== 'plus_ar') || table === 'content_versions') continue;
      const { rows } = await sql<{ ar: string }>`select distinct ${sql.ref(ar)} as ar from ${sql.table(table)}
        where ${sql.ref(ar)} is not null`.execute(app.database.db);
      for (const r of rows) {
        const words = (r.ar.match(/\p{Script=Latin}+/gu) ?? []).filter((w) => w !== 'DT');
        if (words.length) latin.push(`${table}.${ar}: ${words.join(' ')} in ${JSON.stringify(r.ar.slice(0, 80))}`);
      }
    }
    expect(latin).toEqual([]);
  });
});
