import type { OffRule } from './off-rules.ts';
import { PROPER_WORDS, WORD_FIXES } from './off-words.ts';
import { foldKey, normaliseSize, upperFirst } from './text.ts';

/** Extra spellings of brands, removed from the typed name (the brand is shown on its own). */
const BRAND_ALIASES: Record<string, readonly string[]> = {
  Délice: ['délice danone', 'delice danone', 'danone', 'délice', 'delice'],
  Vitalait: ['vitalait', 'vitalalit', 'vetalait'],
  Nestlé: ['nestlé', 'nestle', 'neslé'],
  'Chips-Up': ['chips cerealis', 'cerealis', 'chips-up', 'chips up'],
  "L'Épi d'Or": ["l'epi d'or", "l'épi d'or", "epi d'or"],
  'El Badr': ['el badr', 'badr'],
  Mahjoub: ['mahjoub'],
  'Le Petit Paris': ['le petit paris'],
  'Oh!': ['oh'],
};

const FOREIGN =
  /\b(milk|oil|pepper|dates|datteln|olive oil|virgin|organic|natural|finest|pitted|delight|hazelnuts?|spread|tunesien|tunesian|tunisian|tunisia|marke|with|of|zweig|natur|biodynamische|pack|infused|lemon|fl|oz|milk chocolate|shards|turkish|mit|stiel|aus|am)\b/;
const NON_LATIN = /[^\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]/u;

/** Words that alone only repeat the rule's generic name ("Dattes", "Eau", "Jus"). */
const GENERIC_WORDS = new Set([
  'harissa',
  'dattes',
  'datte',
  'date',
  'eau',
  'jus',
  'thon',
  'sardine',
  'sardines',
  'lait',
  'yaourt',
  'chips',
  'biscuit',
  'biscuits',
  'chocolat',
  'cafe',
  'pates',
  'couscous',
  'confiture',
  'gaufrette',
  'gaufrettes',
  'beurre',
  'margarine',
  'huile',
  'olive',
  'fromage',
  'halwa',
  'chamia',
  'loukoum',
  'biscottes',
  'sable',
  'boisson',
  'delice',
  'cereales',
  'mechouia',
  'dattes de tunisie',
  'yaourt delice',
  'leben',
  'lben',
  'raieb',
  'loukoum',
]);

/** Single words that are a fine name on their own ("Gaufrettes", "Popcorn"). */
const NAME_WORDS = new Set([
  'gaufrettes',
  'gaufrette',
  'madeleine',
  'popcorn',
  'fondant',
  'margarine',
  'flan',
  'biscottes',
  'chakchouka',
  'chewing-gum',
]);

/** A name that starts like this only describes a flavour: the generic name goes in front. */
const DESCRIPTOR =
  /^(goût|gout|saveur|parfum|arôme|au|aux|à la|de|du|des|fraise|chocolat|vanille|nature|noix|citron|pêche|menthe|banane|mangue|cr[eè]me (au|aux|à la|goût))\b/i;

const SIZE_RE = /(\d+(?:[.,]\d+)?|O,\d+)\s?(kg|grammes|gr|g|ml|cl|litres?|l)\b(?!['’])\.?/i;

export interface CleanName {
  base: string;
  size: string | null;
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/** Removes the brand (whole words only) from a name: "Croco goût fraise" → " goût fraise". */
function stripBrand(text: string, brand: string | null): string {
  if (!brand) return text;
  let out = text;
  for (const alias of [...(BRAND_ALIASES[brand] ?? []), brand]) {
    const key = foldKey(alias);
    let from = 0;
    for (let i = foldKey(out).indexOf(key, from); i !== -1; i = foldKey(out).indexOf(key, from)) {
      // Whole words only; "Délice de fruits" is a range name, not the brand.
      if (isLetter(out[i - 1]) || isLetter(out[i + key.length]) || /^ de fruit/i.test(out.slice(i + key.length))) {
        from = i + 1;
        continue;
      }
      out = `${out.slice(0, i)}  ${out.slice(i + key.length)}`;
    }
  }
  // "Vitalio de  Pêche" (the brand stood after "de"): drop the orphan particle.
  return out.replace(/\b(de|by|par)\s{2,}/gi, ' ');
}

function fixWords(text: string): string {
  let out = text.toLowerCase().replace(/[\p{L}.]+/gu, (w) => WORD_FIXES[foldKey(w)] ?? w);
  for (const proper of PROPER_WORDS) {
    const i = foldKey(out).indexOf(foldKey(proper));
    if (i !== -1) out = out.slice(0, i) + proper + out.slice(i + proper.length);
  }
  return upperFirst(out);
}

/**
 * A clean French name and the size from a name typed by a contributor, e.g.
 * "Lot De 4 Yaourts Délice Fraise" → { base: "Yaourts fraise", size: "4 × 110 g" }.
 */
export function cleanOffName(raw: string, brand: string | null, rule: OffRule): CleanName {
  let text = raw
    .replace(/&quot;|&amp;/g, (m) => (m === '&amp;' ? '&' : ''))
    .replace(/[’‘`]/g, "'")
    .replace(/["#《》]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let size: string | null = null;
  const multi = /(\d+)\s?x\s?(\d+(?:[.,]\d+)?)\s?(cl|ml|g|l)\b/i.exec(text);
  const lot = /lot de (\d+)/i.exec(text);
  const one = SIZE_RE.exec(text);
  if (multi) size = `${multi[1]} × ${normaliseSize(multi[2]!, multi[3]!)}`;
  else if (one) size = normaliseSize(one[1]!, one[2]!);
  if (lot && !multi) size = `${lot[1]} × ${size ?? rule.size.replace(/^\d+ × /, '')}`;
  text = text
    .replace(/\(\d+\)\s*canettes?\s*\([^)]*\)/gi, ' ')
    .replace(/\d+\s?x\s?\d+(?:[.,]\d+)?\s?(cl|ml|g|l)\b/gi, ' ')
    .replace(/\b\d+\s?cl\s?x\s?\d+\s?arev\b/gi, ' ')
    .replace(new RegExp(SIZE_RE.source, 'gi'), ' ')
    .replace(
      /lot de \d+|pack of \d+|\bx\s?\d+\b|\(le lot de \d+\)|\(\d+ paquets\)|cat\.?\s?1|\.cat1|\bupc\b|food quality label tunisie|,?\s*bo[iî]te de .*$|,?\s*marque.*$|,tube de.*$|h7-\S+|\d+(\.\d+)? oz/gi,
      ' ',
    );
  const before = text;
  text = stripBrand(text, brand)
    .replace(/\(\s*\p{L}{0,3}\s*\)/gu, ' ')
    .replace(/\s*,\s*/g, ' ')
    .replace(/\s*[-–:,]\s*$|^\s*[-–:,.]\s*/g, '')
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
    .replace(/\s+(du|de|des|à|au|aux|et|la|le|d')$/i, '')
    .trim();
  const key = foldKey(text);
  let base: string;
  if (!text || text.length < 3 || NON_LATIN.test(text) || FOREIGN.test(key)) {
    base = rule.generic + (/\bbio\b|organic|biologique/.test(foldKey(raw)) ? ' bio' : '');
  } else if (GENERIC_WORDS.has(key.replace(/[^a-z ]/g, '').trim())) {
    base = rule.generic;
  } else if (NAME_WORDS.has(key)) {
    base = fixWords(text);
  } else if (!key.includes(' ') && !foldKey(rule.generic).includes(key)) {
    base = `${rule.generic} ${fixWords(text)}`;
  } else if (DESCRIPTOR.test(text) && before.length !== text.length && !key.startsWith(foldKey(rule.generic).split(' ')[0]!)) {
    base = `${rule.generic} ${fixWords(text).toLowerCase()}`;
  } else {
    base = fixWords(text);
  }
  return { base: base.replace(/\s+/g, ' ').trim(), size };
}
