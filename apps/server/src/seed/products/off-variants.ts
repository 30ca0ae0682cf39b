import { shelfPrice } from './pricing.ts';
import { sizeQuantity } from './text.ts';
import type { ProductDraft } from './types.ts';

/**
 * Contributors often typed the same bare name for different products of a maker ("Harissa",
 * "Dattes"). Repeats of a name get a plausible variant so that shoppers can tell them apart.
 */
const BY_START: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^Harissa/, ['traditionnelle', 'piquante', 'berbère', 'extra forte', 'douce', 'aux épices', 'au piment fumé']],
  [/^Datte/, ['branchées', 'en ravier', 'dénoyautées', 'bio', 'extra', 'en vrac', 'catégorie 1', 'fourrées']],
  [/^Huile d'olive/, ['Chemlali', 'Chétoui', 'bio', 'première pression à froid', 'récolte précoce', 'fruité vert']],
  [/^Yaourt/, ['nature', 'fraise', 'vanille', 'banane', 'pêche', 'fruits des bois', 'citron']],
  [/^Salade méchouia|^Chakchouka/, ['douce', 'piquante', "à l'ancienne", 'au thon']],
  [/^Eau/, ['bouchon sport', 'pack familial', 'format voyage']],
  [/^Chocolat/, ['noir', 'noisettes', 'amandes', 'caramel', 'extra fin']],
  [/^Biscuit|^Gaufrette/, ['chocolat', 'vanille', 'noisette', 'fraise', 'au beurre', 'fourrés']],
  [/^Crème dessert|^Préparation/, ['vanille', 'chocolat', 'caramel', 'fraise', 'pistache']],
  [/^Pâte de dattes/, ['extra', 'pour makroud', 'bio']],
  [/^Thon/, ['entier', 'en miettes', 'au naturel', 'à la harissa']],
  [/^Sardines/, ['à la tomate', 'à la harissa', "à l'huile d'olive"]],
  [/^Boisson au jus|^Nectar/, ['orange', 'mangue', 'pêche', 'pomme', 'cocktail', 'fraise']],
  [/^Boisson gazeuse/, ['citron', 'orange', 'menthe', 'pomme', 'mojito']],
  [/^Halwa/, ['nature', 'aux amandes', 'aux pistaches', 'aux noisettes', 'au chocolat']],
  [/^Confiture/, ['abricot', 'fraise', 'figue', 'coing', 'orange']],
  [/^Double concentré|^Concentré|^Tomate/, ['format familial', 'en tube', 'extra']],
  [/^Lait/, ['entier', 'écrémé', 'riche en calcium']],
];

/** Other usual sizes, tried when a name and size still repeat. */
const SIZES: readonly (readonly string[])[] = [
  ['135 g', '380 g', '760 g', '70 g'],
  ['500 g', '1 kg', '250 g', '2 kg'],
  ['750 ml', '1 L', '500 ml', '2 L'],
  ['370 g', '190 g', '700 g'],
  ['4 × 110 g', '8 × 110 g', '12 × 110 g'],
  ['1,5 L', '50 cl', '6 × 1,5 L'],
  ['400 g', '200 g', '800 g'],
];

const GENERIC = ['format familial', 'édition spéciale', 'recette traditionnelle', 'qualité supérieure', 'éco'];

/** Gives the second, third… product of a repeated name a variant of its own (in place, by code order). */
export function distinguishRepeats(drafts: ProductDraft[]): void {
  const seen = new Map<string, number>();
  for (const d of drafts) {
    const key = `${d.base}|${d.marque ?? ''}|${d.size ?? ''}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    if (n === 0) continue;
    const options = (BY_START.find(([re]) => re.test(d.base))?.[1] ?? GENERIC).filter(
      (o) => !d.base.toLowerCase().includes(o.toLowerCase()),
    );
    const pick = options[(n - 1) % Math.max(1, options.length)];
    if (pick) d.base = `${d.base} ${pick}`;
    const round = Math.floor((n - 1) / Math.max(1, options.length));
    const sizes = SIZES.find((list) => list.includes(d.size ?? ''));
    if (round > 0 && sizes && d.size) {
      const next = sizes[(sizes.indexOf(d.size) + round) % sizes.length]!;
      const from = sizeQuantity(d.size);
      const to = sizeQuantity(next);
      if (from && to) d.basePrice = shelfPrice(d.basePrice * Math.pow(to / from, 0.85));
      d.size = next;
    }
    const again = `${d.base}|${d.marque ?? ''}|${d.size ?? ''}`;
    seen.set(again, (seen.get(again) ?? 0) + 1);
  }
}
