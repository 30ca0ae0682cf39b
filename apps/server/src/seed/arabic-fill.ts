import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { descriptionAr, shortDescriptionAr } from './arabic-products.ts';
import { catalogueTitleAr, categoryNameAr, noteAr, pageTitleAr, storeAddressAr, storeNameAr } from './arabic.ts';
import { storeTextsAr } from './stores/arabic.ts';

type Tx = Transaction<DB> | Kysely<DB>;

/** Writes `column` = value for each row id of `table` in one statement per 500 rows. */
async function writeAll(
  db: Tx,
  table: 'categories' | 'promos' | 'products' | 'catalogues' | 'stores',
  key: 'category_id' | 'id' | 'magasin_code',
  values: { key: string | number; cols: Record<string, string | null> }[],
): Promise<void> {
  if (values.length === 0) return;
  const names = Object.keys(values[0]!.cols);
  for (let i = 0; i < values.length; i += 500) {
    const rows = values
      .slice(i, i + 500)
      .map(
        (v) =>
          sql`(${typeof v.key === 'number' ? sql`${v.key}::int` : sql`${v.key}::text`}, ${sql.join(names.map((n) => sql`${v.cols[n]}::text`))})`,
      );
    const sets = names.map((n) => sql`${sql.ref(n)} = v.${sql.ref(n)}`);
    await sql`update ${sql.table(table)} as t set ${sql.join(sets)}
      from (values ${sql.join(rows)}) as v(k, ${sql.join(names.map((n) => sql.ref(n)))})
      where t.${sql.ref(key)} = v.k`.execute(db);
  }
}

/** catalogue_pages.title_ar (migration 0014) by title: pages share a handful of titles, one statement each. */
async function fillPageTitles(db: Tx): Promise<number> {
  const titles = await db.selectFrom('catalogue_pages').select('title').distinct().where('title_ar', 'is', null).execute();
  let written = 0;
  for (const { title } of titles) {
    const ar = pageTitleAr(title);
    if (!ar) continue;
    const res = await db
      .updateTable('catalogue_pages')
      .set({ title_ar: ar })
      .where('title', '=', title)
      .where('title_ar', 'is', null)
      .executeTakeFirst();
    written += Number(res.numUpdatedRows);
  }
  return written;
}

/**
 * products.short_description_ar and description_ar (migration 0015), each only where it is null.
 * Returns how many rows it wrote.
 */
async function fillProductTexts(db: Tx): Promise<number> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'size', 'short_description', 'description', 'short_description_ar', 'description_ar'])
    .where((eb) => eb.or([eb('short_description_ar', 'is', null), eb('description_ar', 'is', null)]))
    .execute();
  const short = rows.flatMap((r) => {
    const ar = r.short_description_ar === null ? shortDescriptionAr(r.short_description, r.size) : null;
    return ar !== null ? [{ key: r.id, cols: { short_description_ar: ar } }] : [];
  });
  const long = rows.flatMap((r) => {
    const ar = r.description_ar === null ? descriptionAr(r.description, r.name, r.size) : null;
    return ar !== null ? [{ key: r.id, cols: { description_ar: ar } }] : [];
  });
  await writeAll(db, 'products', 'id', short);
  await writeAll(db, 'products', 'id', long);
  return new Set([...short, ...long].map((v) => v.key)).size;
}

/** A Latin letter, plain or accented (a PostgreSQL regular expression). */
const LATIN_LETTER = '[A-Za-zÀ-ÖØ-öø-ÿ]';
const hasLatin = (text: string) => new RegExp(LATIN_LETTER).test(text);

/**
 * True for a store whose Arabic name or address is the one an earlier generator wrote, half in Latin
 * ("قضيّة السيجومي Helal": the localities' Arabic was not in the reference data yet), when the
 * generator now writes it fully in Arabic (`ar`). A form the back office changed is left as is.
 */
function staleStoreTexts(
  s: { storename: string; address: string; city: string; storename_ar: string | null; address_ar: string | null; name_ar: string },
  ar: { storename_ar: string; address_ar: string },
): boolean {
  if (hasLatin(ar.storename_ar) || hasLatin(ar.address_ar)) return false;
  if (s.storename_ar === ar.storename_ar && s.address_ar === ar.address_ar) return false;
  // The earlier generator's forms: the same functions without the localities' Arabic.
  const generated = (now: string | null, then: string, next: string) => now === then || now === next;
  return (
    generated(s.storename_ar, storeNameAr(s.storename, s.city, s.name_ar), ar.storename_ar) &&
    generated(s.address_ar, storeAddressAr(s.address, s.city, s.name_ar), ar.address_ar)
  );
}

/**
 * Fills the Arabic columns (migrations 0013, 0014 and 0015) the demo data left empty: on a new database right
 * after the seed, after each top-up, and once on the first start of a database seeded before them.
 * Only rows whose Arabic form is null are read: a start with nothing to fill costs seven small reads
 * that return nothing (French texts with no known Arabic form stay null and are read again: few).
 * Stores are also read when their Arabic name or address holds a Latin letter: the half-Latin forms
 * an earlier generator wrote are rewritten in Arabic on the next start (staleStoreTexts).
 * Returns how many rows it wrote.
 */
export async function fillArabic(db: Tx): Promise<number> {
  const [categories, promos, products, catalogues, stores] = await Promise.all([
    db.selectFrom('categories').select(['category_id']).where('category_name_ar', 'is', null).execute(),
    db.selectFrom('promos').select(['id', 'plus']).where('plus_ar', 'is', null).where('plus', 'is not', null).execute(),
    db.selectFrom('products').select(['id', 'plus']).where('plus_ar', 'is', null).where('plus', 'is not', null).execute(),
    db.selectFrom('catalogues').select(['id', 'name']).where('name_ar', 'is', null).execute(),
    db
      .selectFrom('stores as s')
      .innerJoin('delegations as d', 'd.id', 's.delegation_id')
      .select(['s.magasin_code', 's.storename', 's.address', 's.city', 's.storename_ar', 's.address_ar', 'd.name_ar'])
      .where((eb) =>
        eb.or([
          eb('s.storename_ar', 'is', null),
          sql<boolean>`s.storename_ar ~ ${LATIN_LETTER}`,
          sql<boolean>`s.address_ar ~ ${LATIN_LETTER}`,
        ]),
      )
      .execute(),
  ]);
  const cat = categories.flatMap((c) => {
    const ar = categoryNameAr(c.category_id);
    return ar ? [{ key: c.category_id, cols: { category_name_ar: ar } }] : [];
  });
  const notes = (rows: { id: number; plus: string | null }[]) =>
    rows.flatMap((r) => {
      const ar = noteAr(r.plus);
      return ar ? [{ key: r.id, cols: { plus_ar: ar } }] : [];
    });
  const cats = catalogues.flatMap((c) => {
    const ar = catalogueTitleAr(c.name);
    return ar ? [{ key: c.id, cols: { name_ar: ar } }] : [];
  });
  const shops = stores.flatMap((s) => {
    const ar = storeTextsAr(s, s.name_ar);
    if (s.storename_ar === null) return [{ key: s.magasin_code, cols: ar }];
    return staleStoreTexts(s, ar) ? [{ key: s.magasin_code, cols: ar }] : [];
  });
  await writeAll(db, 'categories', 'category_id', cat);
  const promoNotes = notes(promos);
  const productLines = notes(products);
  await writeAll(db, 'promos', 'id', promoNotes);
  await writeAll(db, 'products', 'id', productLines);
  await writeAll(db, 'catalogues', 'id', cats);
  await writeAll(db, 'stores', 'magasin_code', shops);
  const pageTitles = await fillPageTitles(db);
  const productTexts = await fillProductTexts(db);
  return cat.length + cats.length + shops.length + promoNotes.length + productLines.length + pageTitles + productTexts;
}
