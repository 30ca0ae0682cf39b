/**
 * The Arabic forms of the products' short line and paragraph (docs/architecture.md#languages):
 * every container word, every category paragraph and origin line has one; the size, the name and
 * the brand stay as printed, isolated left to right inside the Arabic line.
 */
import { isolate } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { CONTAINERS_AR, descriptionAr, paragraphAr, sentenceAr, shortDescriptionAr, warrantyAr } from '../../src/seed/arabic-products.ts';
import { CATEGORY_TEXT, CONTAINER, ORIGIN_LINES, description, shortDescription } from '../../src/seed/products/describe.ts';
import { generateProducts } from '../../src/seed/products/generate.ts';
import { PACKS } from '../../src/seed/products/types.ts';
import { loadReferenceData } from '../../src/seed/reference.ts';

const ARABIC = /[\u0600-\u06FF]/;
const FSI = '\u2068';
const PDI = '\u2069';
/** The text outside the isolates: what is written in Arabic. */
const outsideIsolates = (text: string) => text.replace(/\u2068[^\u2069]*\u2069/g, '');
/** Latin letters outside the isolates, apart from the one abbreviation the Arabic keeps (UHT). */
const latinOutside = (text: string) =>
  outsideIsolates(text)
    .replace(/UHT/g, '')
    .match(/[A-Za-zÀ-ÿ]+/g) ?? [];

describe('product texts in Arabic (seed/arabic-products.ts)', () => {
  it('every container word of the short line has an Arabic form', () => {
    for (const word of new Set(Object.values(CONTAINER))) {
      expect(CONTAINERS_AR[word], word).toMatch(ARABIC);
    }
  });

  it('every category paragraph and origin line has an Arabic form, sentence by sentence, with no French left', () => {
    for (const [id, fr] of Object.entries(CATEGORY_TEXT)) {
      const ar = paragraphAr(fr);
      expect(ar, `${id}: ${fr}`).not.toBeNull();
      expect(ar!.split(/(?<=\.)\s+/)).toHaveLength(fr.split(/(?<=\.)\s+/).length);
      expect(latinOutside(ar!), fr).toEqual([]);
    }
    expect(sentenceAr(ORIGIN_LINES.fresh)).toBe('المنشأ: تونس.');
    expect(sentenceAr(ORIGIN_LINES.tunisia)).toBe('صُنع في تونس.');
    expect(paragraphAr('Une phrase inconnue. Fabriqué en Tunisie.')).toBeNull();
  });

  it('short lines: the container or "Lot de" in Arabic, the size as printed and isolated', () => {
    expect(shortDescriptionAr('Bouteille de 350 g', '350 g')).toBe(`قارورة ${FSI}350 g${PDI}`);
    expect(shortDescriptionAr('Brique de 1 L', '1 L')).toBe(`علبة كرتون ${FSI}1 L${PDI}`);
    expect(shortDescriptionAr('Lot de 6 × 1 L', '6 × 1 L')).toBe(`مجموعة من ${FSI}6 × 1 L${PDI}`);
    expect(shortDescriptionAr('Prix au kilo', '1 kg')).toBe('السعر للكيلو');
    expect(shortDescriptionAr('À la pièce', 'pièce')).toBe('بالقطعة');
    expect(shortDescriptionAr('La botte', 'botte')).toBe('الحزمة');
    expect(shortDescriptionAr('42" · Garantie 2 ans', '42"')).toBe(`${FSI}42"${PDI} · ضمان سنتين`);
    expect(shortDescriptionAr('64 Go · Garantie 1 an', '64 Go')).toBe(`${FSI}64 Go${PDI} · ضمان سنة واحدة`);
    expect(shortDescriptionAr('175/70 R13', '175/70 R13')).toBe(`${FSI}175/70 R13${PDI}`);
    expect(shortDescriptionAr('', null)).toBe('');
    expect(shortDescriptionAr('Un texte inconnu', null)).toBeNull();
    expect(warrantyAr(3)).toBe('ضمان 3 سنوات');
    expect(warrantyAr(12)).toBe('ضمان 12 سنة');
  });

  it('short lines of every pack and category the generator can write', () => {
    const sizes = ['350 g', '1 L', '6 × 1 L', '1 kg', 'pièce', 'botte', '10 pièces', null];
    for (const pack of PACKS) {
      for (const id of [...Object.keys(CATEGORY_TEXT).map(Number), 9999]) {
        for (const size of sizes) {
          for (const fresh of [false, true]) {
            const fr = shortDescription(pack, size, id, fresh);
            const ar = shortDescriptionAr(fr, size);
            expect(ar, `${pack} ${id} ${size}: ${fr}`).not.toBeNull();
            if (fr !== '') expect(latinOutside(ar!), fr).toEqual([]);
            if (size && size !== 'pièce' && size !== 'botte' && fr.includes(size)) expect(ar).toContain(isolate(size));
          }
        }
      }
    }
  });

  it('paragraphs: the name and size as printed, isolated; the sentences in Arabic', () => {
    const fr = description('Lait demi-écrémé Délice', '1 L', 516, ORIGIN_LINES.tunisia);
    expect(descriptionAr(fr, 'Lait demi-écrémé Délice', '1 L')).toBe(
      `${FSI}Lait demi-écrémé Délice${PDI}، ${FSI}1 L${PDI}. حليب UHT طويل الحفظ. بعد الفتح، يُحفظ في الثلاجة ويُستهلك في أجل 3 أيام. صُنع في تونس.`,
    );
    expect(descriptionAr(description('Menthe', 'botte', 515, ORIGIN_LINES.fresh), 'Menthe', 'botte')).toBe(
      `${FSI}Menthe${PDI}. خضر طازجة مختارة كلّ صباح لدى منتجين تونسيين. المنشأ: تونس.`,
    );
    expect(descriptionAr(description('Objet', null, 9999, null), 'Objet', null)).toBe(`${FSI}Objet${PDI}.`);
    // Not this product's paragraph, or a sentence with no Arabic: none.
    expect(descriptionAr(fr, 'Autre produit', '1 L')).toBeNull();
    expect(descriptionAr('Objet. Phrase inconnue.', 'Objet', null)).toBeNull();
  });

  it('every product of the generator has both texts in Arabic, with no French outside its name and size', () => {
    for (const p of generateProducts(loadReferenceData())) {
      const short = shortDescriptionAr(p.short_description, p.size);
      const long = descriptionAr(p.description, p.name, p.size);
      expect(short, `${p.sku}: ${p.short_description}`).not.toBeNull();
      expect(long, `${p.sku}: ${p.description}`).not.toBeNull();
      if (p.short_description !== '') expect(latinOutside(short!), p.short_description).toEqual([]);
      expect(latinOutside(long!), p.description).toEqual([]);
      expect(long!.startsWith(isolate(p.name))).toBe(true);
    }
  });
});
