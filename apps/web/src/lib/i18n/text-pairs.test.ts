/**
 * Every pair of text catalogues in the app — an `xxxFr` export and its `xxxAr`, in one module or in
 * sibling `.fr.ts` / `.ar.ts` modules — is checked here once (docs/accessibility.md#texts-in-both-languages): the
 * same keys, no empty text, the same {{placeholders}} under each key, and Arabic written in Arabic
 * script. A feature's own test keeps only what is its own (the spec's exact words).
 */
import { describe, expect, it } from 'vitest';
import { textKeys } from './lazy-texts.ts';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./fr.ts', './ar.ts', '../../**/*texts*.ts', '../../**/*.fr.ts', '../../**/*.ar.ts', '!../../**/*.test.ts'],
  {
    eager: true,
  },
);

/**
 * Arabic texts written without Arabic letters on purpose: names kept as they are (the ADMIN badge,
 * the X network, « Français » in the language switch, the app's name), an e-mail address's example. The currency is
 * « د.ت » in Arabic (docs/glossary.md#the-currency-in-arabic): a « DT » is Latin like any other word.
 */
const LATIN_IN_ARABIC = new Set(['ADMIN', 'X', 'Français', 'name@example.tn', 'Qadhya']);

interface Pair {
  name: string;
  fr: object;
  ar: object;
}

function pairs(): Pair[] {
  const found: Pair[] = [];
  for (const [path, exports] of Object.entries(modules)) {
    for (const [name, fr] of Object.entries(exports)) {
      if (!(name.endsWith('Fr') || name === 'fr') || typeof fr !== 'object' || fr === null) continue;
      // The app's first catalogue is `fr` in fr.ts and `ar` in ar.ts.
      const arName = name === 'fr' ? 'ar' : `${name.slice(0, -2)}Ar`;
      const ar = exports[arName] ?? modules[path.replace(/\.fr\.ts$/, '.ar.ts').replace(/\/fr\.ts$/, '/ar.ts')]?.[arName];
      if (ar !== undefined) found.push({ name: `${path.replace(/^(\.\.\/)+/, '')} ${name}`, fr, ar: ar as object });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const at = (o: object, key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/**
 * A text's placeholders; a plural form (`_zero`, `_one`, `_two`) may say its number in words
 * (« un produit », « منتج واحد », « منتجان ») and leave {{count}} (or the formatted {{value}}) out.
 */
const holes = (key: string, v: unknown) =>
  typeof v === 'string'
    ? [...v.matchAll(PLACEHOLDER)]
        .map((m) => m[1]!)
        .filter((h) => !((h === 'count' || h === 'value') && /_(zero|one|two)$/.test(key)))
        .sort()
        .join()
    : '';
/** Letters left once the placeholders are taken out, none of them Arabic. */
const latinOnly = (v: string) => /\p{L}/u.test(v.replace(PLACEHOLDER, '')) && !/[\u0600-\u06ff]/.test(v);

const all = pairs();

it('finds every catalogue pair of the app', () => {
  expect(all.length).toBeGreaterThanOrEqual(36);
});

describe.each(all.map((p) => [p.name, p] as const))('%s', (_, { fr, ar }) => {
  const keys = textKeys(fr);
  const arKeys = textKeys(ar);
  /** The forms of a count only Arabic says (two, 3–10, 11–99): French leaves them out. */
  const arabicOnly = /_(two|few|many)$/;
  const otherOf = (k: string) => k.replace(arabicOnly, '_other');
  const arabicForm = (k: string) => arabicOnly.test(k) && keys.includes(otherOf(k));
  it('has the same keys in French and Arabic', () => {
    expect(arKeys.filter((k) => !arabicForm(k) || keys.includes(k)).sort()).toEqual([...keys].sort());
  });
  it('has no empty text and the same placeholders under each key', () => {
    expect(keys.filter((k) => typeof at(fr, k) !== 'string' || !(at(fr, k) as string).trim())).toEqual([]);
    expect(arKeys.filter((k) => typeof at(ar, k) !== 'string' || !(at(ar, k) as string).trim())).toEqual([]);
    expect(keys.filter((k) => holes(k, at(fr, k)) !== holes(k, at(ar, k)))).toEqual([]);
    // Arabic's own forms have the placeholders of the French « other ».
    expect(arKeys.filter((k) => arabicForm(k) && holes(k, at(fr, otherOf(k))) !== holes(k, at(ar, k)))).toEqual([]);
  });
  it('counts in Arabic with every form Arabic grammar asks for', () => {
    // One, two (the dual), 3–10 (a plural noun), 11–99 (a singular noun, « 11 عرضًا ») and 100 and
    // more (« 100 عرض »): with only _one and _other, « 322 عروض » was written (docs/glossary.md#counting-in-arabic).
    const formOf = /_(zero|one|two|few|many|other)$/;
    const textsOf = (base: string) => arKeys.filter((k) => k === base || k.replace(formOf, '') === base).map((k) => at(ar, k));
    // A text that says the same for every count (« عدد المنتجات: {{n}} ») needs no forms.
    const counted = new Set(
      arKeys
        .filter((k) => formOf.test(k))
        .map((k) => k.replace(formOf, ''))
        .filter((base) => new Set(textsOf(base)).size > 1),
    );
    const missing = [...counted].flatMap((base) =>
      ['one', 'two', 'few', 'many', 'other'].filter((f) => !arKeys.includes(`${base}_${f}`)).map((f) => `${base}_${f}`),
    );
    expect(missing).toEqual([]);
  });
  it('writes Arabic in Arabic script', () => {
    expect(arKeys.map((k) => at(ar, k) as string).filter((v) => typeof v === 'string' && latinOnly(v) && !LATIN_IN_ARABIC.has(v))).toEqual(
      [],
    );
  });
});
