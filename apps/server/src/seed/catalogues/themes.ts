/** Page themes of a weekly catalogue, in the order of a walk through the store. */
export interface PageTheme {
  title: string;
  categories: readonly number[];
}

export const THEMES: readonly PageTheme[] = [
  { title: 'Fruits & légumes', categories: [515, 528] },
  { title: 'Boucherie & marée', categories: [533, 537, 541] },
  { title: 'Crèmerie', categories: [516, 517, 519, 522] },
  { title: 'Petit-déjeuner', categories: [556, 563, 548] },
  { title: 'Épicerie', categories: [579, 586, 601] },
  { title: 'Conserves', categories: [594] },
  { title: 'Biscuits & snacks', categories: [571] },
  { title: 'Boissons', categories: [609] },
  { title: 'Surgelés', categories: [618] },
  { title: 'Hygiène & beauté', categories: [622, 650] },
  { title: 'Entretien', categories: [642] },
  { title: 'Bébé', categories: [485] },
  { title: 'Électroménager', categories: [5, 25] },
  { title: 'TV & téléphonie', categories: [68, 112] },
  { title: 'Maison & jardin', categories: [279, 336, 364] },
  { title: 'Rentrée & loisirs', categories: [424, 434, 409, 387, 447] },
];

/** Themes every catalogue has. */
export const CORE_THEMES = ['Crèmerie', 'Épicerie', 'Boissons'];

const SEASON: Record<number, string> = {
  1: 'Bonne année, bons prix',
  7: 'Spécial été',
  8: 'Spécial été',
  9: 'Spécial rentrée',
  11: "Saison de l'huile d'olive",
  12: 'Fêtes de fin d’année',
};

const GENERIC = [
  'Les bons plans de la semaine',
  'Les prix fous',
  'Saveurs de chez nous',
  'Tout pour la maison',
  'Fraîcheur garantie',
  'Le mois des économies',
  'Promos en folie',
];

/** A catalogue's title: the season's one every other week, otherwise a classic. */
export function catalogueName(startDate: string, week: number): string {
  const month = Number(startDate.slice(5, 7));
  const season = SEASON[month];
  return season && week % 2 === 0 ? season : GENERIC[week % GENERIC.length]!;
}
