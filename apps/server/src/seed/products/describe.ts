import { hash32 } from '../prng.ts';
import type { Pack } from './types.ts';

/** Texts of a product: a short line under its name and a paragraph for its detail page. */

/** The container word of the short line, by pack (its Arabic form: seed/arabic-products.ts). */
export const CONTAINER: Partial<Record<Pack, string>> = {
  carton: 'Brique',
  bottle: 'Bouteille',
  jar: 'Pot',
  can: 'Boîte',
  tin: 'Boîte',
  bag: 'Sachet',
  box: 'Paquet',
  tub: 'Pot',
  tube: 'Tube',
  bar: 'Tablette',
  pouch: 'Sachet',
  tray: 'Barquette',
  eggs: 'Boîte',
  cheese: 'Boîte',
  icecream: 'Bac',
  pump: 'Flacon',
  spray: 'Aérosol',
  jug: 'Bidon',
  roll: 'Paquet',
  tissue: 'Paquet',
  diaper: 'Paquet',
};

/** The paragraph of a category's products (its Arabic form: seed/arabic-products.ts). */
export const CATEGORY_TEXT: Record<number, string> = {
  515: 'Légumes frais sélectionnés chaque matin auprès de producteurs tunisiens.',
  516: 'Lait UHT longue conservation. Après ouverture, à conserver au réfrigérateur et à consommer sous 3 jours.',
  517: 'Produit frais à conserver entre 0 et 6 °C.',
  519: 'Produit laitier frais à conserver entre 0 et 6 °C.',
  522: 'Fromage à conserver au réfrigérateur entre 2 et 6 °C.',
  528: 'Fruits de saison, mûris au soleil et sélectionnés pour leur goût.',
  533: 'Viande fraîche préparée par nos bouchers. À conserver entre 0 et 4 °C.',
  537: 'Volaille fraîche élevée en Tunisie. À conserver entre 0 et 4 °C.',
  541: 'Poisson frais de la pêche du jour, sur lit de glace au rayon marée.',
  548: 'Cuit et préparé chaque jour.',
  556: 'Pour un petit-déjeuner gourmand et équilibré.',
  563: 'Torréfié et conditionné pour préserver tous ses arômes.',
  571: 'Pour les petites faims et les pauses gourmandes.',
  579: 'Blé dur de qualité supérieure. Cuisson rapide.',
  586: 'À conserver à l’abri de la lumière et de la chaleur.',
  594: 'Conserve prête à l’emploi. Après ouverture, à conserver au frais.',
  601: 'L’essentiel de l’épicerie pour la cuisine de tous les jours.',
  609: 'À servir bien frais.',
  618: 'À conserver au congélateur à -18 °C. Ne jamais recongeler un produit décongelé.',
  622: 'Testé sous contrôle dermatologique.',
  642: 'Tenir hors de portée des enfants. Lire les précautions d’emploi avant utilisation.',
  650: 'Doux et résistant, pour toute la famille.',
  5: 'Garantie 2 ans. Livraison et installation offertes dans le gouvernorat du magasin.',
  25: 'Pour cuisiner et recevoir au quotidien. Garantie 1 an.',
  68: 'Garantie 2 ans. Fixation murale vendue séparément.',
  112: 'Garantie 1 an. Compatible avec tous les opérateurs tunisiens.',
  279: 'Pour une maison chaleureuse et bien rangée.',
  336: 'Pour un jardin ou un balcon en pleine forme.',
  364: 'Outillage robuste pour le bricolage à la maison. Garantie 1 an.',
  387: 'Tissu doux et résistant, lavable en machine à 30 °C.',
  409: 'Conforme aux normes de sécurité. Ne convient pas aux enfants de moins de 3 ans.',
  424: 'Pour la rentrée et le bureau.',
  434: 'Pour le sport en salle ou en plein air.',
  447: 'Pour l’entretien de votre véhicule.',
  485: 'Conçu pour le confort et la sécurité de bébé.',
};

/** The origin line that ends a product's paragraph: fresh produce, or a Tunisian maker's code (619). */
export const ORIGIN_LINES = { fresh: 'Origine : Tunisie.', tunisia: 'Fabriqué en Tunisie.' } as const;

const NONFOOD = new Set([5, 25, 68, 112, 279, 336, 364, 387, 409, 424, 434, 447]);
/** Categories sold with a warranty, in years. */
const WARRANTY: Record<number, number> = { 5: 2, 68: 2, 25: 1, 112: 1, 364: 1 };

export function shortDescription(pack: Pack, size: string | null, categoryId: number, fresh: boolean): string {
  if (!size) return CATEGORY_TEXT[categoryId]?.split('.')[0] ?? '';
  if (fresh && size === '1 kg') return 'Prix au kilo';
  if (size === 'pièce') return 'À la pièce';
  if (size === 'botte') return 'La botte';
  const warranty = WARRANTY[categoryId];
  if (warranty) return `${size} · Garantie ${warranty} an${warranty > 1 ? 's' : ''}`;
  const container = CONTAINER[pack];
  if (/×/.test(size)) return `Lot de ${size}`;
  return container ? `${container} de ${size}` : size;
}

export function description(name: string, size: string | null, categoryId: number, origin: string | null): string {
  const shown = size && size !== 'pièce' && size !== 'botte' ? `, ${size}` : '';
  const parts = [`${name}${shown}.`, CATEGORY_TEXT[categoryId] ?? ''];
  if (origin) parts.push(origin);
  return parts.filter(Boolean).join(' ');
}

const PLUS_FOOD = ['Produit tunisien', 'Nouveau', 'Format familial', 'Prix choc', 'Fabriqué en Tunisie', 'Offre de lancement'];
const PLUS_NONFOOD = ['Paiement en 3 fois sans frais', 'Nouveau', 'Prix choc', 'Livraison offerte'];

/** About one product in seven carries a promotional line. */
export function plusLine(sku: string, categoryId: number): string | null {
  const h = hash32(`plus:${sku}`);
  if (h % 7 !== 0) return null;
  const list = NONFOOD.has(categoryId) ? PLUS_NONFOOD : PLUS_FOOD;
  return list[(h >>> 8) % list.length]!;
}
