import { hash32 } from '../prng.ts';
import type { Line } from './line.ts';
import { DAIRY_LINES } from './lines-dairy.ts';
import { DRINK_LINES } from './lines-drinks.ts';
import { FRESH_LINES } from './lines-fresh.ts';
import { GROCERY_LINES } from './lines-grocery.ts';
import { HOME_LINES } from './lines-home.ts';
import { HYGIENE_LINES } from './lines-hygiene.ts';
import { LEISURE_LINES } from './lines-leisure.ts';
import { PANTRY_LINES } from './lines-pantry.ts';
import { TECH_LINES } from './lines-tech.ts';
import { shelfPrice } from './pricing.ts';
import type { ProductDraft } from './types.ts';

export const ALL_LINES: readonly Line[] = [
  ...FRESH_LINES,
  ...DAIRY_LINES,
  ...GROCERY_LINES,
  ...PANTRY_LINES,
  ...DRINK_LINES,
  ...HYGIENE_LINES,
  ...TECH_LINES,
  ...HOME_LINES,
  ...LEISURE_LINES,
];

/** A brand's prices sit between 90 % and 112 % of the average, always the same for a brand. */
export function brandFactor(brand: string): number {
  return brand ? 0.9 + (hash32(`brand:${brand}`) % 23) / 100 : 1;
}

interface Item {
  name: string;
  sizes: { size: string; price: number }[];
}

/** "Lait demi-écrémé UHT|1 L:1350|50 cl:750" → name and sizes (the size may itself hold a colon). */
export function parseItem(text: string): Item {
  const [name, ...rest] = text.split('|');
  return {
    name: name!.trim(),
    sizes: rest.map((s) => {
      const at = s.lastIndexOf(':');
      return { size: s.slice(0, at).trim(), price: Number(s.slice(at + 1)) };
    }),
  };
}

function packOf(line: Line, name: string, size: string) {
  for (const [key, pack] of Object.entries(line.packFor ?? {})) {
    if (name.includes(key) || size.includes(key)) return pack;
  }
  return line.pack;
}

/** Every brand × item × size of the product lines, in a stable order. */
export function generatedDrafts(): ProductDraft[] {
  const out: ProductDraft[] = [];
  for (const line of ALL_LINES) {
    for (const brand of line.brands) {
      for (const text of line.items) {
        const item = parseItem(text);
        for (const { size, price } of item.sizes) {
          const wobble = 0.97 + (hash32(`${brand}|${item.name}|${size}`) % 7) / 100;
          out.push({
            ean: null,
            base: item.name,
            marque: brand || null,
            size,
            categoryId: line.cat,
            pack: packOf(line, item.name, size),
            basePrice: shelfPrice(price * brandFactor(brand) * wobble),
            source: 'generated',
            ...(line.fresh && !brand ? { fresh: true } : {}),
            ...(line.gs1 ? { gs1Prefix: line.gs1 } : {}),
          });
        }
      }
    }
  }
  return out;
}
