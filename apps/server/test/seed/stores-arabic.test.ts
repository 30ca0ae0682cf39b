/**
 * The stores' names and addresses in Arabic (docs/architecture.md#languages): fully in Arabic
 * script, from the reference data's Arabic names of the delegations and localities, never half
 * transliterated; the French names they translate stay as they were (codes and names are used by
 * tests and by the back office).
 */
import type { StoresResponse } from '@qadhya/contracts';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fillArabic } from '../../src/seed/arabic-fill.ts';
import { BRAND_AR, storeAddressAr, storeNameAr } from '../../src/seed/arabic.ts';
import { localitiesAr, storeTextsAr } from '../../src/seed/stores/arabic.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { demoData } from './fixture.ts';

const ARABIC = /[\u0600-\u06FF]/;
/** A Latin letter, plain or accented. */
const LATIN_LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/;

describe('the stores in Arabic (generator)', () => {
  const data = demoData();
  const delegations = new Map(data.delegations.map((d) => [d.id, d]));
  const arabic = data.stores.map((s) => ({ store: s, ...storeTextsAr(s, delegations.get(s.delegation_id)!.name_ar) }));
  const byCode = new Map(arabic.map((a) => [a.store.magasin_code, a]));

  it('writes every name and address in Arabic script, without a Latin letter, names unique', () => {
    expect(arabic.length).toBeGreaterThanOrEqual(300);
    for (const { store, storename_ar, address_ar } of arabic) {
      expect(storename_ar.startsWith(`${BRAND_AR} `), store.storename).toBe(true);
      expect(storename_ar, store.storename).not.toMatch(LATIN_LETTER);
      expect(address_ar, store.address).toMatch(ARABIC);
      expect(address_ar, store.address).not.toMatch(LATIN_LETTER);
    }
    expect(new Set(arabic.map((a) => a.storename_ar)).size).toBe(arabic.length);
  });

  it("translates the issue's half-transliterated names and their « Cité » addresses", () => {
    const ar = (code: string) => {
      const a = byCode.get(code)!;
      return [a.store.storename, a.storename_ar, a.address_ar];
    };
    expect(ar('TN0017')).toEqual(['Qadhya Essijoumi Helal', 'قضيّة السيجومي هلال', '154 شارع المنجي سليم، حي هلال، 2072 السيجومي']);
    expect(ar('TN0037')).toEqual([
      'Qadhya Ettadhamen Snit Nagra',
      'قضيّة التضامن سنيت النڨرة',
      '54 نهج علي باش حانبة، حي سنيت النڨرة، 2041 التضامن',
    ]);
    expect(ar('TN0343')).toEqual(['Qadhya Dhehiba 7 Novembre', 'قضيّة الذهيبة 7 نوفمبر', '124 شارع الهادي شاكر، حي 7 نوفمبر، 3253 الذهيبة']);
    // "Cité 7 Novembre 3", not "7 Novembre" and a second store's number.
    expect(ar('TN0140')[1]).toBe('قضيّة بوسالم 7 نوفمبر 3');
    // A locality named like its town in Arabic is told apart from the town's own store.
    expect([ar('TN0070')[1], ar('TN0071')[1]]).toEqual(['قضيّة منوبة', 'قضيّة منوبة المركز']);
  });

  it('takes the localities from the reference data, French name as in the address', () => {
    expect(localitiesAr('Essijoumi').get('Cité Helal')).toBe('حي هلال');
    expect(localitiesAr('Ariana Ville').get('Cité des Roses')).toBe('حي الورود');
    expect(localitiesAr('Nowhere').size).toBe(0);
    const roses = localitiesAr('Ariana Ville');
    // The French keeps "Cité des Roses" whole, so does the Arabic; "Cité Ennasr 1" → "Ennasr 1" drops "حي".
    expect(storeNameAr('Qadhya Cité des Roses', 'Ariana Ville', 'أريانة المدينة', roses)).toBe('قضيّة حي الورود');
    expect(storeNameAr('Qadhya Ariana Ville Ennasr 1', 'Ariana Ville', 'أريانة المدينة', roses)).toBe('قضيّة أريانة المدينة النصر 1');
    expect(storeNameAr('Qadhya Ariana Ville Ennasr 1 2', 'Ariana Ville', 'أريانة المدينة', roses)).toBe('قضيّة أريانة المدينة النصر 1 2');
    expect(storeAddressAr('3 Rue Ibn Sina, Cité Ennasr 1, 2037 Ariana Ville', 'Ariana Ville', 'أريانة المدينة', roses)).toBe(
      '3 نهج ابن سينا، حي النصر 1، 2037 أريانة المدينة',
    );
  });

  it('keeps the French names and codes of the demo', () => {
    // Digest of "code name" lines of the generator before the Arabic localities were added.
    const lines = data.stores.map((s) => `${s.magasin_code} ${s.storename}`).join('\n');
    expect(data.stores).toHaveLength(348);
    expect(createHash('sha256').update(lines).digest('hex')).toBe('b8a71108a7930dd36240bdf49b4978675e84098280f05fb43838d301c9e91d0b');
    expect(byCode.get('TN0017')!.store.address).toBe('154 Avenue Mongi Slim, Cité Helal, 2072 Essijoumi');
  });
});

describe('the stores in Arabic (database and API)', () => {
  const t = appPerBlock();

  it('answers the seeded stores fully in Arabic for lang=ar', async () => {
    const items = (await t.get('/api/v1/stores?lang=ar')).json<StoresResponse>().items;
    // Only the seed's stores: other tests add stores of their own.
    const seeded = items.filter((s) => /^TN\d{4}$/.test(s.magasin_code));
    expect(seeded.length).toBeGreaterThanOrEqual(300);
    for (const s of seeded) {
      expect(s.storename, s.magasin_code).not.toMatch(LATIN_LETTER);
      expect(s.address, s.magasin_code).not.toMatch(LATIN_LETTER);
    }
  });

  it("rewrites an earlier generator's half-Latin forms on the next start, not the back office's", async () => {
    class Rollback extends Error {}
    const db = t.app.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        const old = {
          storename_ar: storeNameAr('Qadhya Essijoumi Helal', 'Essijoumi', 'السيجومي'),
          address_ar: storeAddressAr('154 Avenue Mongi Slim, Cité Helal, 2072 Essijoumi', 'Essijoumi', 'السيجومي'),
        };
        expect(old).toEqual({ storename_ar: 'قضيّة السيجومي Helal', address_ar: '154 شارع المنجي سليم، Cité Helal، 2072 السيجومي' });
        await trx.updateTable('stores').set(old).where('magasin_code', '=', 'TN0017').execute();
        const edited = { storename_ar: 'قضيّة التضامن Snit', address_ar: 'نهج Snit، التضامن' };
        await trx.updateTable('stores').set(edited).where('magasin_code', '=', 'TN0037').execute();
        await fillArabic(trx);
        const rows = await trx
          .selectFrom('stores')
          .select(['magasin_code', 'storename_ar', 'address_ar'])
          .where('magasin_code', 'in', ['TN0017', 'TN0037'])
          .orderBy('magasin_code')
          .execute();
        expect(rows).toEqual([
          { magasin_code: 'TN0017', storename_ar: 'قضيّة السيجومي هلال', address_ar: '154 شارع المنجي سليم، حي هلال، 2072 السيجومي' },
          { magasin_code: 'TN0037', ...edited },
        ]);
        // Nothing else to rewrite: the seeded stores are already in Arabic.
        const latin = await sql<{ n: number }>`select count(*)::int as n from stores
          where magasin_code ~ '^TN[0-9]{4}$' and (storename_ar ~ '[A-Za-z]' or address_ar ~ '[A-Za-z]')`.execute(trx);
        expect(latin.rows[0]!.n).toBe(1);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
