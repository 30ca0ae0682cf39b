/**
 * The 24 governorates: one French spelling each, as Tunisians write them, with the ISO 3166-2 code.
 * `source` is the name used by reference-data/delegations.json; `weight` roughly follows the
 * population and drives how many extra stores the governorate gets.
 */
export interface GovernorateInfo {
  id: number;
  code: string;
  name: string;
  source: string;
  /** Telephone area code of the governorate's landlines. */
  phone: string;
  weight: number;
}

export const GOVERNORATES: readonly GovernorateInfo[] = [
  { id: 11, code: 'TN-11', name: 'Tunis', source: 'TUNIS', phone: '71', weight: 10 },
  { id: 12, code: 'TN-12', name: 'Ariana', source: 'ARIANA', phone: '70', weight: 6 },
  { id: 13, code: 'TN-13', name: 'Ben Arous', source: 'BEN_AROUS', phone: '79', weight: 6 },
  { id: 14, code: 'TN-14', name: 'Manouba', source: 'MANNOUBA', phone: '71', weight: 3 },
  { id: 21, code: 'TN-21', name: 'Nabeul', source: 'NABEUL', phone: '72', weight: 6 },
  { id: 22, code: 'TN-22', name: 'Zaghouan', source: 'ZAGHOUAN', phone: '72', weight: 1 },
  { id: 23, code: 'TN-23', name: 'Bizerte', source: 'BIZERTE', phone: '72', weight: 4 },
  { id: 31, code: 'TN-31', name: 'Béja', source: 'BEJA', phone: '78', weight: 2 },
  { id: 32, code: 'TN-32', name: 'Jendouba', source: 'JENDOUBA', phone: '78', weight: 2 },
  { id: 33, code: 'TN-33', name: 'Le Kef', source: 'KEF', phone: '78', weight: 1 },
  { id: 34, code: 'TN-34', name: 'Siliana', source: 'SILIANA', phone: '78', weight: 1 },
  { id: 41, code: 'TN-41', name: 'Kairouan', source: 'KAIROUAN', phone: '77', weight: 3 },
  { id: 42, code: 'TN-42', name: 'Kasserine', source: 'KASSERINE', phone: '77', weight: 2 },
  { id: 43, code: 'TN-43', name: 'Sidi Bouzid', source: 'SIDI_BOUZID', phone: '76', weight: 2 },
  { id: 51, code: 'TN-51', name: 'Sousse', source: 'SOUSSE', phone: '73', weight: 6 },
  { id: 52, code: 'TN-52', name: 'Monastir', source: 'MONASTIR', phone: '73', weight: 4 },
  { id: 53, code: 'TN-53', name: 'Mahdia', source: 'MAHDIA', phone: '73', weight: 2 },
  { id: 61, code: 'TN-61', name: 'Sfax', source: 'SFAX', phone: '74', weight: 8 },
  { id: 71, code: 'TN-71', name: 'Gafsa', source: 'GAFSA', phone: '76', weight: 2 },
  { id: 72, code: 'TN-72', name: 'Tozeur', source: 'TOZEUR', phone: '76', weight: 1 },
  { id: 73, code: 'TN-73', name: 'Kébili', source: 'KEBILI', phone: '75', weight: 1 },
  { id: 81, code: 'TN-81', name: 'Gabès', source: 'GABES', phone: '75', weight: 2 },
  { id: 82, code: 'TN-82', name: 'Médenine', source: 'MEDENINE', phone: '75', weight: 3 },
  { id: 83, code: 'TN-83', name: 'Tataouine', source: 'TATAOUINE', phone: '75', weight: 1 },
];
