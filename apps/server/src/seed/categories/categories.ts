import { categoryImageUrl } from '@qadhya/contracts';
import type { Insertable } from 'kysely';
import type { CategoriesTable, CategoryKind } from '../../db/tables/products.ts';

/**
 * The spec's category ids with French names. Groups (700…) hold the aisles; 695 is the current
 * catalogue, 726 the home banner, and ID 108 / CATEGORY_ID 0 / ID_PARENT 701 the default AUTRES.
 */
export const CURRENT_CATALOGUE = 695;
export const BANNER = 726;
export const DEFAULT_CATEGORY = { id: 108, category_id: 0, id_parent: 701, name: 'AUTRES' } as const;

export const GROUP_FOOD = 700;
export const GROUP_NONFOOD = 701;
export const GROUP_HYGIENE = 702;
export const GROUP_SPECIAL = 703;

type Entry = [categoryId: number, name: string, kind: CategoryKind, parent: number | null];

const ENTRIES: Entry[] = [
  [GROUP_FOOD, 'ALIMENTAIRE', 'group', null],
  [GROUP_NONFOOD, 'NON ALIMENTAIRE', 'group', null],
  [GROUP_HYGIENE, 'HYGIÈNE & ENTRETIEN', 'group', null],
  [GROUP_SPECIAL, 'SÉLECTIONS', 'group', null],
  // Food: 19 ids from 515 to 618 (Laitiers = 516, 519, 517; Légumes = 515).
  [515, 'Légumes', 'food', GROUP_FOOD],
  [516, 'Lait', 'food', GROUP_FOOD],
  [517, 'Beurre, crème & œufs', 'food', GROUP_FOOD],
  [519, 'Yaourts & desserts lactés', 'food', GROUP_FOOD],
  [522, 'Fromages', 'food', GROUP_FOOD],
  [528, 'Fruits & dattes', 'food', GROUP_FOOD],
  [533, 'Viandes & charcuterie', 'food', GROUP_FOOD],
  [537, 'Volaille', 'food', GROUP_FOOD],
  [541, 'Poissons & fruits de mer', 'food', GROUP_FOOD],
  [548, 'Boulangerie & pâtisserie', 'food', GROUP_FOOD],
  [556, 'Petit-déjeuner', 'food', GROUP_FOOD],
  [563, 'Café & thé', 'food', GROUP_FOOD],
  [571, 'Biscuits, confiseries & snacks', 'food', GROUP_FOOD],
  [579, 'Pâtes, couscous & semoules', 'food', GROUP_FOOD],
  [586, 'Huiles & vinaigres', 'food', GROUP_FOOD],
  [594, 'Conserves', 'food', GROUP_FOOD],
  [601, 'Épicerie', 'food', GROUP_FOOD],
  [609, 'Boissons', 'food', GROUP_FOOD],
  [618, 'Surgelés & glaces', 'food', GROUP_FOOD],
  // Hygiène: 622, 642, 650.
  [622, 'Hygiène & beauté', 'hygiene', GROUP_HYGIENE],
  [642, 'Entretien de la maison', 'hygiene', GROUP_HYGIENE],
  [650, 'Papier & ouate', 'hygiene', GROUP_HYGIENE],
  // Non-food.
  [5, 'Électroménager', 'nonfood', GROUP_NONFOOD],
  [25, 'Cuisine & arts de la table', 'nonfood', GROUP_NONFOOD],
  [68, 'TV & Hi-Fi', 'nonfood', GROUP_NONFOOD],
  [112, 'Téléphonie', 'nonfood', GROUP_NONFOOD],
  [279, 'Maison & déco', 'nonfood', GROUP_NONFOOD],
  [336, 'Jardin', 'nonfood', GROUP_NONFOOD],
  [364, 'Bricolage', 'nonfood', GROUP_NONFOOD],
  [387, 'Textile', 'nonfood', GROUP_NONFOOD],
  [409, 'Jouets', 'nonfood', GROUP_NONFOOD],
  [424, 'Papeterie', 'nonfood', GROUP_NONFOOD],
  [434, 'Sport & loisirs', 'nonfood', GROUP_NONFOOD],
  [447, 'Auto', 'nonfood', GROUP_NONFOOD],
  [485, 'Bébé', 'nonfood', GROUP_NONFOOD],
  [CURRENT_CATALOGUE, 'Catalogue en cours', 'special', GROUP_SPECIAL],
  [BANNER, 'Bannière', 'special', GROUP_SPECIAL],
];

export const FOOD_CATEGORY_IDS = ENTRIES.filter((e) => e.at(2) === 'food').map((e) => e[0]);
export const HYGIENE_CATEGORY_IDS = ENTRIES.filter((e) => e.at(2) === 'hygiene').map((e) => e[0]);
export const NONFOOD_CATEGORY_IDS = ENTRIES.filter((e) => e.at(2) === 'nonfood').map((e) => e[0]);

export function categoryName(categoryId: number): string {
  return ENTRIES.find((e) => e[0] === categoryId)?.[1] ?? DEFAULT_CATEGORY.name;
}

export function categoryKind(categoryId: number): CategoryKind {
  return ENTRIES.find((e) => e[0] === categoryId)?.[2] ?? 'default';
}

/** Rows of the categories table; IDs run from 101, with 108 kept for the default AUTRES. */
export function generateCategories(): Insertable<CategoriesTable>[] {
  const rows: Insertable<CategoriesTable>[] = [];
  let id = 101;
  ENTRIES.forEach(([categoryId, name, kind, parent], position) => {
    if (id === DEFAULT_CATEGORY.id) id++;
    rows.push({
      id: id++,
      category_id: categoryId,
      category_name: name,
      id_parent: parent,
      image: categoryImageUrl(categoryId),
      kind,
      position,
    });
  });
  rows.push({
    id: DEFAULT_CATEGORY.id,
    category_id: DEFAULT_CATEGORY.category_id,
    category_name: DEFAULT_CATEGORY.name,
    id_parent: DEFAULT_CATEGORY.id_parent,
    image: null,
    kind: 'default',
    position: ENTRIES.length,
  });
  return rows;
}
