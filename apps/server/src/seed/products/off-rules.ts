import type { Pack } from './types.ts';

/**
 * What a real product is, from keywords of its name (lower case, no accents): its category, pack,
 * a clean generic name (used when the typed name is foreign or empty), a usual size and price.
 * The first matching rule wins, so specific rules come first.
 */
export interface OffRule {
  re: RegExp;
  cat: number;
  pack: Pack;
  generic: string;
  size: string;
  price: number;
  noPromo?: boolean;
}

const r = (re: RegExp, cat: number, pack: Pack, generic: string, size: string, price: number, noPromo = false): OffRule =>
  noPromo ? { re, cat, pack, generic, size, price, noPromo } : { re, cat, pack, generic, size, price };

export const OFF_RULES: readonly OffRule[] = [
  r(/biere|bierre|celtia|eau de vie|bouka/, 609, 'bottle', 'Bière blonde', '25 cl', 2400, true),
  r(/vitonic|grossivit|omga3|phytocalm|spirulina|smart bon|minceur|saihi/, 622, 'box', 'Complément alimentaire', '30 gélules', 18900),
  r(/physiol/, 622, 'pump', 'Lait de toilette', '250 ml', 8900),
  r(/lilas|nett\b/, 642, 'jug', 'Nettoyant ménager', '1 L', 3900),
  r(/sweetener|via .*stick|zero cal/, 601, 'box', 'Édulcorant', '60 sticks', 4900),
  r(/pate de dattes?|pate de datte/, 601, 'box', 'Pâte de dattes', '1 kg', 5900),
  r(/sirop de dattes/, 556, 'bottle', 'Sirop de dattes', '500 g', 6900),
  r(/^(?!prep).*(pound cake|cake degla|\bcake\b)/, 548, 'box', 'Cake', '300 g', 3600),
  r(/artichaut/, 594, 'jar', "Cœurs d'artichaut", '370 g', 4900),
  r(/^(?!huile).*piment (doux|grill)/, 594, 'jar', 'Piments grillés', '370 g', 4400),
  r(
    /makrout|baklawa|patisserie|cornes de gazelle|crous.?the|biscuit traditionnel|charlotte/,
    548,
    'box',
    'Pâtisserie tunisienne',
    '500 g',
    14900,
  ),
  r(/thon|ventreche|boutarde/, 594, 'tin', "Thon à l'huile", '160 g', 4900),
  r(/sardine/, 594, 'tin', 'Sardines', '125 g', 1900),
  r(
    /chips|bugles|burgles|\bmad\b|fritz|waves|rolls|sharky|pop.?corn|krispy|joy|apero|grissini|coco shells/,
    571,
    'bag',
    'Chips',
    '45 g',
    750,
  ),
  r(
    /huile d.?olive|olive oil|extra virgin|olives? ?&.?oliviers|arbequina|al jazira|terra delyssa|mediterroir|extra oil|huile olive|huile vierge|huile d.olive/,
    586,
    'bottle',
    "Huile d'olive vierge extra",
    '750 ml',
    15900,
  ),
  r(/huile (de )?(soja|mais|tournesol)/, 586, 'bottle', 'Huile végétale', '1 L', 5600),
  r(/^vinaigre|vinaigre de (vin|cidre)/, 586, 'bottle', 'Vinaigre de cidre', '50 cl', 2400),
  r(/olive|capres|tapenade/, 594, 'jar', 'Olives', '350 g', 4500),
  r(/harissa.*tube|tube.*harissa|harissa tube/, 594, 'tube', 'Harissa en tube', '70 g', 1300),
  r(/harissa|harrisa|harissade|sauce tunisienne piquante/, 594, 'can', 'Harissa', '135 g', 1150),
  r(/tomates? sechee|concasse de tomates sechees/, 594, 'jar', 'Tomates séchées', '190 g', 5900),
  r(/concentr|tomate|tomatade|passata|sauce pizza|ketchup/, 594, 'can', 'Double concentré de tomates', '400 g', 2300),
  r(/chakchouka/, 594, 'jar', 'Chakchouka', '370 g', 3400),
  r(/mechouia|shak.?shuka|piperade|aubergine|salade|legumes grilles/, 594, 'jar', 'Salade méchouia', '370 g', 3600),
  r(
    /artichaut|citrons? confit|citron en saumure|\bail\b|piment|petits pois|chutney|\bconfits?\b/,
    594,
    'jar',
    'Conserve de légumes',
    '370 g',
    4400,
  ),
  r(/confiture|marmelade|fruitiere|intense|confit de/, 556, 'jar', 'Confiture', '370 g', 3300),
  r(/miel|ruche/, 556, 'jar', 'Miel de fleurs', '250 g', 9500),
  r(
    /fromage|frommage|fraidoux|carre|cheddar|rape|ricotta|mozzarella|camembert|cuistot|goutela/,
    522,
    'cheese',
    'Fromage',
    '8 portions',
    3400,
  ),
  r(/tartin|tratiner|hazelnut|spread|noisella|cacahu/, 556, 'jar', 'Pâte à tartiner', '350 g', 7900),
  r(
    /\bcereale|grain ?d.?or|corn flakes|fitness|fruity rings|pop.?s|flochoco|popper|chocoline|\btris\b|spichoco|spinut|poudre de chocolat|poudre instant/,
    556,
    'box',
    'Céréales du petit-déjeuner',
    '375 g',
    6500,
  ),
  r(/halwa|halva|halawa|chamia|tahin|papillon(?!.*randa)|saveur d.?orient|shehrazad/, 556, 'tub', 'Halwa chamia', '400 g', 4900),
  r(/bsissa|zrir|zgougou/, 556, 'bag', 'Bsissa', '500 g', 4900),
  r(/loukoum|turkish delight/, 571, 'box', 'Loukoum à la rose', '250 g', 4900),
  r(/bonbon|chewing|florident|florida|boum boum|nougat|douceurs|sesame snap|mango/, 571, 'bag', 'Confiserie', '200 g', 2400),
  r(/cafe|bondin|grand arome/, 563, 'pouch', 'Café moulu', '250 g', 6900),
  r(/\bthe\b|the vert/, 563, 'box', 'Thé vert', '200 g', 3400),
  r(/lben|l.?ben|leben|raieb/, 519, 'carton', 'Lben', '1 L', 1600),
  r(
    /yaourt|activia|danup|danao|bifi|brass|vitalio|vit.?up|vitupti|natiyo|mamzouj|fekia|creamy|oikos|delisso|natilait|\bgout(er|a)\b/,
    519,
    'tub',
    'Yaourt',
    '4 × 110 g',
    1900,
  ),
  r(
    /creme dessert|creme chantilly|cream whip|flan|poudre a creme|preparation|levure|sucre vanill|amidon|royal|baking|custard|pizza mix|glace caramel/,
    601,
    'box',
    'Préparation pour dessert',
    '90 g',
    1200,
  ),
  r(/margarine|goldina|sango|jadida/, 517, 'tub', 'Margarine', '250 g', 1900),
  r(/beurre/, 517, 'box', 'Beurre doux', '200 g', 5900),
  r(/creme fraiche/, 517, 'tub', 'Crème fraîche', '200 ml', 2400),
  r(/oeuf/, 517, 'eggs', 'Œufs frais', '10 pièces', 3900),
  r(
    /biscuit|gaufre|cookie|galette|sable|madeleine|crepe|petit beurre|\btuc\b|prince|major|croustina|gaucho|saida|kif|smile|tigato|binto|croc|gaufy|rimy|amandor|start|tungo|break|brownie|tartelette|palets|kaak|croco|wigo|twist|oops|sablito|adoro|tornado|crostatini|gouter|tartine|quattro/,
    571,
    'box',
    'Biscuits',
    '180 g',
    1300,
  ),
  r(/glace|eskimo/, 618, 'icecream', 'Crème glacée', '1 L', 7900),
  r(
    /chocolat|maestro|x.?plose|volcano|crispo|club|passion|tom\b|falfoul|noisettes|caramel|cacao|said|jektis|jetkiss|mille recettes/,
    571,
    'bar',
    'Chocolat au lait',
    '100 g',
    3200,
  ),
  r(/sauce|bouillon/, 601, 'bottle', 'Sauce', '350 g', 2900),
  r(
    /p[a]tes|spaghetti|fell|m.?ham+[ae]s|plume|coude|escargot|ressort|nouilles|langues? d.?oiseau|millet|tagl|fusilli|penne|farfalle|lasagne|cheveux|chorba|nouasser|integrales|pasta|spiga|champignon/,
    579,
    'bag',
    'Pâtes alimentaires',
    '500 g',
    950,
  ),
  r(/couscous|semoule|sorgho|orge|droo/, 579, 'bag', 'Couscous moyen', '1 kg', 1450),
  r(/farine/, 601, 'bag', 'Farine de blé', '1 kg', 1200),
  r(/pain|toast|biscotte|brick|brique|malsouka|schelleus|galette de riz|besto/, 548, 'bag', 'Pain de mie', '500 g', 2400),
  r(/sucre/, 601, 'bag', 'Sucre blanc', '1 kg', 1500),
  r(/sel\b|poivre|cumin|culin|cannelle|safran|epice/, 601, 'pouch', 'Épices', '100 g', 2400),
  r(/riz/, 601, 'bag', 'Riz long', '1 kg', 3900),
  r(/salami|bacon|jambon/, 533, 'tray', 'Charcuterie de dinde', '200 g', 3900),
  r(/saumon/, 541, 'tray', 'Saumon fumé', '100 g', 12900),
  r(/lait|milk|vitalalit|vitalait|candia|كنديا/, 516, 'carton', 'Lait demi-écrémé UHT', '1 L', 1400),
  r(
    /datte|dates|\bdate\b|datteln|финики|deglet|palma|nour sahara|perle du sahara|castilla|emperor|dat.?cha|tayba|ghanja/,
    528,
    'box',
    'Dattes Deglet Nour',
    '500 g',
    5400,
  ),
  r(
    /\beau\b|water|safia|melliti|garci|marwa|sabrine|aqualine|pristine|jannet|dima|hayet/,
    609,
    'bottle',
    'Eau minérale naturelle',
    '1,5 L',
    700,
  ),
  r(
    /boga|apla|coca|orangina|soda|limonade|viva|petillante|deli.?o|mojito|\blim\b|cidre|sirop/,
    609,
    'bottle',
    'Boisson gazeuse',
    '1 L',
    1650,
  ),
  r(
    /jus|nectar|boisson|tropicana|tropico|diva|raoua|stil|energy|\boh\b|ruspina|pti.?top|citronnade|maltaise|peche|pomme verte|punch/,
    609,
    'carton',
    'Boisson au jus',
    '1 L',
    2600,
  ),
];

/** Products no rule recognises: grocery by default. */
export const FALLBACK_RULE: OffRule = r(/./, 601, 'box', "Produit d'épicerie", '250 g', 2900);

/** What a bare name means in the product lines of a few makers (9-digit GS1 prefixes). */
const PREFIX_HINTS: Record<string, string> = {
  '619400380': 'Yaourt',
  '619153480': 'Boisson au jus',
  '619400400': 'Halwa chamia',
};

export function ruleFor(key: string, ean: string): OffRule {
  const rule = OFF_RULES.find((x) => x.re.test(key));
  if (rule) return rule;
  const hint = PREFIX_HINTS[ean.slice(0, 9)];
  return OFF_RULES.find((x) => x.generic === hint) ?? FALLBACK_RULE;
}
