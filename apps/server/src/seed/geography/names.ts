/** French title case for the dataset's capitalised names: "LA SOUKRA" → "La Soukra". */

/** Whole names Tunisians spell differently from the dataset. */
const NAME_OVERRIDES: Record<string, string> = {
  'KALAAT LANDLOUS': 'Kalâat El Andalous',
  MOHAMADIA: 'Mohamedia',
  'BOU MHEL EL BASSATINE': 'Boumhel El Bassatine',
  'DAR CHAABANE ELFEHRI': 'Dar Chaâbane El Fehri',
  ESSKHIRA: 'La Skhira',
  'HAMMAM CHATT': 'Hammam Chott',
  'HOUMET ESSOUK': 'Houmt Souk',
  'MEJEL BEL ABBES': 'Majel Bel Abbès',
  DEGUECHE: 'Degache',
  'MENZEL BOUZAIENE': 'Menzel Bouzaïane',
  'SIDI ALOUENE': 'Sidi Alouane',
  JEBENIANA: 'Jebiniana',
};

/** Words that take accents in French. */
const WORD_ACCENTS: Record<string, string> = {
  BEJA: 'Béja',
  GABES: 'Gabès',
  MEDENINE: 'Médenine',
  KEBILI: 'Kébili',
  MEGRINE: 'Mégrine',
  RADES: 'Radès',
  MEDINA: 'Médina',
  TEBOURSOUK: 'Téboursouk',
  BECHIR: 'Béchir',
  SUPERIEUR: 'Supérieur',
  CITE: 'Cité',
  RESIDENCE: 'Résidence',
  FERIANA: 'Fériana',
  HAIDRA: 'Haïdra',
  JEDAIDA: 'Jedaïda',
  MOULARES: 'Moularès',
  MEDIOUNI: 'Médiouni',
  METOUIA: 'Métouia',
  ECOLE: 'École',
  HOPITAL: 'Hôpital',
  FONCIERE: 'Foncière',
  REPUBLIQUE: 'République',
  INDEPENDANCE: 'Indépendance',
  FRATERNITE: 'Fraternité',
  SANTE: 'Santé',
  LYCEE: 'Lycée',
  CARRIERE: 'Carrière',
  PRESIDENTIELLE: 'Présidentielle',
  EUROPEEN: 'Européen',
  FORET: 'Forêt',
  PECHERIE: 'Pêcherie',
  MUNICIPALITE: 'Municipalité',
  BELVEDERE: 'Belvédère',
  AEROPORT: 'Aéroport',
  MOSQUE: 'Mosquée',
  EL: 'El',
};

/** Particles kept in lower case inside a name ("Cité des Roses"). */
const LOWER_PARTICLES = new Set(['de', 'des', 'du', 'et', 'la', 'le', 'les', 'sur']);

function capitalise(word: string): string {
  const upper = word.toUpperCase();
  const accented = WORD_ACCENTS[upper];
  if (accented) return accented;
  // Keep apostrophes and hyphens: "D'ARGENT" → "D'Argent", "BIR-ALI" → "Bir-Ali".
  return word.toLowerCase().replace(/(^|['’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Title case of a capitalised or mixed-case name, keeping inner particles in lower case. */
export function titleCase(raw: string): string {
  const words = raw.replace(/\s+/g, ' ').trim().split(' ');
  return words
    .map((w, i) => (i > 0 && LOWER_PARTICLES.has(w.toLowerCase()) && i < words.length - 1 ? w.toLowerCase() : capitalise(w)))
    .join(' ')
    .replace(/\( ?(\p{L})/gu, (_m, ch: string) => `(${ch.toUpperCase()}`);
}

/** French name of a delegation from the dataset's capitals. */
export function delegationName(raw: string): string {
  const key = raw.replace(/\s+/g, ' ').trim();
  return NAME_OVERRIDES[key] ?? titleCase(key).replace(/\( ?(\p{L}+)/gu, (_m, w: string) => `(${capitalise(w)}`);
}

/** A locality's name as shown in a store's address: "Cite Des Roses" → "Cité des Roses". */
export function localityName(raw: string): string {
  return titleCase(raw);
}
