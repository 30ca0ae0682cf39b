import type { Rng } from '../prng.ts';

/** Street names that every Tunisian town has. */
export const STREETS = [
  'Avenue Habib Bourguiba',
  'Avenue de la République',
  'Avenue Farhat Hached',
  'Avenue Hédi Chaker',
  'Avenue Taïeb Mhiri',
  "Avenue de l'Indépendance",
  'Rue Ibn Khaldoun',
  'Avenue Mongi Slim',
  'Avenue Ali Belhouane',
  'Rue de la Liberté',
  'Avenue Tahar Haddad',
  'Avenue Abou El Kacem Chebbi',
  'Avenue Hédi Nouira',
  "Avenue de l'Environnement",
  'Avenue Salah Ben Youssef',
  'Rue Ibn Sina',
  'Avenue du 14 Janvier',
  'Avenue Tahar Sfar',
  'Rue Ali Bach Hamba',
  'Avenue Bourguiba',
] as const;

/** The roads out of Sfax, where the city's shops line up ("Route de Tunis km 4"). */
export const SFAX_ROUTES = [
  'Route de Tunis',
  'Route de Gabès',
  'Route de Mahdia',
  'Route de Gremda',
  "Route de l'Aïn",
  'Route El Afrane',
  'Route de Teniour',
  'Route de Soukra',
  'Route Menzel Chaker',
  'Route de Mharza',
  "Route de l'Aéroport",
] as const;

/** Delegations of Greater Sfax, where extra stores are named after their road. */
export const SFAX_CITY = new Set(['Sfax Ville', 'Sfax Sud', 'Sfax Est', 'Sakiet Ezzit', 'Sakiet Eddaier']);

/** Localities that are farms, plants or parcels: not a place for a shop's name. */
const NOT_A_PLACE = /\b(Ferme|Henchir|Huilerie|Decouppage|Zone Industrielle|Mosquée|Lotissement|Usine|Ecole|École)\b/i;

export function isShopPlace(locality: string): boolean {
  return !NOT_A_PLACE.test(locality);
}

/** "Ezzouhour (Tunis)" → "Ezzouhour Tunis" for a store's name. */
export function placeForName(name: string): string {
  return name.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
}

/** "Cité Ezzitoun 1" → "Ezzitoun 1" (shop signs drop the "Cité", but keep "Cité des Roses"). */
export function shortLocality(name: string): string {
  const short = name.replace(/^(Cité|Résidence)\s+/i, '').trim();
  return /^(de|des|du|la|le|les)\b/.test(short) ? name : short;
}

/** A landline of the governorate's area code: "+216 71 234 567". */
export function phoneNumber(rng: Rng, areaCode: string): string {
  const n = String(rng.int(0, 999_999)).padStart(6, '0');
  return `+216 ${areaCode} ${n.slice(0, 3)} ${n.slice(3)}`;
}

export function streetAddress(rng: Rng): string {
  return `${rng.int(1, 180)} ${rng.pick(STREETS)}`;
}
