import { hash32 } from '../prng.ts';
import type { OffRule } from './off-rules.ts';

/**
 * Plausible brands for real products whose typed name names none. The pick depends on the maker's
 * GS1 prefix, so one maker's products share a brand.
 */
const BY_GENERIC: Record<string, readonly string[]> = {
  'Eau minérale naturelle': ['Safia', 'Sabrine', 'Hayet', 'Melliti'],
  'Boisson au jus': ['Délice', 'Diva', 'Stil'],
  'Boisson gazeuse': ['Boga', 'Apla'],
  "Thon à l'huile": ['El Manar', 'Sidi Daoud', 'El Badr'],
  Sardines: ['El Manar', 'Sidi Daoud'],
  "Huile d'olive vierge extra": ['Zouitina', 'Terra Delyssa', 'Al Jazira', 'Olivko'],
  'Dattes Deglet Nour': ['Horchani', 'Boudjebel', 'Nakhla', 'Deglet Sahara'],
  'Pâte de dattes': ['Horchani', 'Boudjebel'],
  Harissa: ['Cap Bon', 'Sicam', 'Jouda', 'Le Phare du Cap Bon'],
  'Salade méchouia': ['Cap Bon', 'Sicam', 'Mahjoub'],
  Chakchouka: ['Cap Bon', 'Sicam'],
  'Double concentré de tomates': ['Sicam', 'Jouda', 'Le Petit Paris'],
};

const BY_CATEGORY: Record<number, readonly string[]> = {
  594: ['Cap Bon', 'Sicam', 'Mahjoub'],
  586: ['Zouitina', 'Terra Delyssa'],
  601: ['Zina', 'Dari', 'Vanoise'],
  556: ['Dari', 'Vanoise', 'Saïd'],
  571: ['Saïda', 'Kif', 'Bimo'],
  548: ['Besto', 'Masmoudi', 'Amira'],
  579: ['Warda', 'Randa', 'Zina'],
  519: ['Délice', 'Vitalait'],
  516: ['Vitalait', 'Délice'],
  517: ['Président', 'Jadida'],
  522: ['Président', "Land'Or"],
  563: ['Bondin', 'Ben Yedder'],
  609: ['Délice', 'Safia'],
  618: ['Eskimo', 'Polar'],
  533: ['El Mazraa'],
  541: ['Sidi Daoud'],
  622: ['Physiol'],
  642: ['Lilas'],
  528: ['Horchani', 'Boudjebel'],
};

export function defaultBrand(rule: OffRule, ean: string): string | null {
  const list = BY_GENERIC[rule.generic] ?? BY_CATEGORY[rule.cat];
  return list ? list[hash32(ean.slice(0, 9)) % list.length]! : null;
}
