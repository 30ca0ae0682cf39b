import type { Pack } from '../../../db/tables/products.ts';

/** Colour of what a pack holds or shows, from keywords of the product's name. */

const PRODUCE: readonly (readonly [RegExp, string])[] = [
  [/citron vert/, '#7cb342'], [/orange|mandarine|clémentine/, '#f39c12'], [/citron/, '#f4e04d'],
  [/pomme de terre|patate/, '#c8a165'], [/golden/, '#e5d95c'], [/pomme/, '#c0392b'], [/poire/, '#c5d85a'],
  [/banane/, '#f4d03f'], [/raisin blanc/, '#c5d85a'], [/raisin/, '#8e44ad'], [/fraise/, '#e74c3c'],
  [/grenade|cerise/, '#a93226'], [/kaki|potiron|barbarie/, '#e67e22'], [/kiwi/, '#8d6e3f'], [/pastèque/, '#2e8b57'],
  [/melon|ananas/, '#e9c46a'], [/figue/, '#6d3b47'], [/pêche/, '#f8a978'], [/abricot|nèfle/, '#f5a142'],
  [/avocat/, '#4f7942'], [/prune/, '#6c3483'], [/tomate/, '#e53935'], [/oignon rouge/, '#8e3b5a'],
  [/oignon/, '#d4a055'], [/ail/, '#efe9dc'], [/poivron|haricot/, '#43a047'], [/piment/, '#c62828'],
  [/courgette/, '#558b2f'], [/carotte/, '#ef6c00'], [/concombre|persil|menthe|épinard/, '#2e7d32'],
  [/aubergine/, '#5e2750'], [/laitue|petits pois|fèves|céleri/, '#7cb342'], [/coriandre/, '#388e3c'],
  [/fenouil/, '#c5e1a5'], [/artichaut/, '#6b8e23'], [/navet/, '#e8dff0'], [/champignon/, '#d7ccc8'],
  [/betterave/, '#880e4f'], [/radis/, '#d81b60'], [/datte/, '#7b4a24'],
];

const BY_PACK: Partial<Record<Pack, readonly (readonly [RegExp, string])[]>> = {
  bottle: [
    [/eau/, '#d6ecfa'], [/olive/, '#a89a3a'], [/huile/, '#e8c547'], [/vinaigre/, '#d9c9a3'],
    [/menthe/, '#2e9e5b'], [/grenadine/, '#c0392b'], [/orgeat/, '#f2efe6'], [/citron/, '#f4e04d'],
    [/orange/, '#f39c12'], [/bière/, '#e0a526'], [/lait|yaourt/, '#f7f3ea'], [/shampo|gel|savon/, '#9fd3e6'],
  ],
  jar: [
    [/abricot/, '#f0932b'], [/fraise/, '#c0392b'], [/figue/, '#6d3b47'], [/coing/, '#e1b12c'], [/orange|marmelade/, '#f39c12'],
    [/miel/, '#d4a017'], [/harissa|tomate|piment/, '#b71c1c'], [/olive|câpre/, '#556b2f'], [/tartiner|chocolat|cacao/, '#5d3a1a'],
    [/méchouia|chakchouka|piperade/, '#a04000'], [/citron/, '#f4e04d'], [/tahina/, '#d9b382'], [/artichaut/, '#8a9a5b'],
    [/café/, '#4e342e'],
  ],
  bag: [
    [/chips|tortilla|pop/, '#f4c542'], [/sucre|sel/, '#ffffff'], [/riz/, '#f7f3e8'], [/farine/, '#fafafa'],
    [/lentille/, '#b5651d'], [/pois/, '#e3c16f'], [/terreau/, '#5d4037'], [/frites/, '#f7d774'], [/crevette/, '#ff8a65'],
    [/bonbon|caramel/, '#e84393'], [/couscous|semoule|bsissa/, '#f0d58c'], [/légume|petits pois/, '#7cb342'],
  ],
  box: [
    [/céréale|corn|muesli|granola/, '#d39b4a'], [/chocolat|cacao/, '#5d3a1a'], [/thé|infusion|verveine/, '#7fb069'],
    [/biscuit|gaufrette|sablé|cookie|gâteau/, '#c68642'], [/datte/, '#7b4a24'], [/pizza/, '#e74c3c'],
    [/nugget|cordon|brick|merlu/, '#e0a526'], [/fromage/, '#f7dc6f'], [/lessive/, '#5dade2'],
  ],
  bar: [[/blanc/, '#f5f0e1'], [/.*/, '#5d3a1a']],
  tray: [
    [/poulet|volaille/, '#f5cba7'], [/dinde/, '#f8c471'], [/agneau|merguez|foie/, '#a93226'], [/saumon/, '#fa8072'],
    [/salami|jambon|mortadelle|cachir|saucisse|pastrami/, '#e8a0a0'], [/.*/, '#b03a2e'],
  ],
  fish: [[/saumon|rouget/, '#f08080'], [/crevette/, '#ff8a65'], [/calamar|seiche/, '#f5e6d3'], [/poulpe/, '#c0707a'], [/.*/, '#9fb6c8']],
  icecream: [[/chocolat/, '#6d4c41'], [/pistache/, '#a5d6a7'], [/fraise/, '#f48fb1'], [/citron/, '#fff59d'], [/.*/, '#f8e9a1']],
  can: [[/tomate|harissa/, '#c0392b']],
  tub: [[/.*/, '#ffffff']],
};

const DEFAULTS: Partial<Record<Pack, string>> = {
  bread: '#d4a056', eggs: '#f3e2c7', cheese: '#f7dc6f', toy: '#b5835a', bag: '#f3d37a', jar: '#c0392b', box: '#e0a526',
};

export function contentColour(pack: Pack, name: string, fallback: string): string {
  const key = name.toLowerCase();
  const table = pack === 'fruit' || pack === 'veg' ? PRODUCE : BY_PACK[pack];
  for (const [re, colour] of table ?? []) if (re.test(key)) return colour;
  return DEFAULTS[pack] ?? (pack === 'fruit' || pack === 'veg' ? '#7cb342' : fallback);
}
