import type { Pack } from '../../../db/tables/products.ts';

/**
 * What a product IS, for its drawn picture (docs/media.md#product-kinds): a doll, a scooter, a coffee
 * maker, a bag of pasta… Found at drawing time from the product's name (French or Arabic keywords) and
 * its pack, so every database gets it without a reseed. A product no rule knows keeps its pack's
 * drawing (the shape its category usually has).
 */
export const KINDS = [
  // Toys
  'doll',
  'teddy',
  'scooter',
  'toy-car',
  'pacifier',
  // Kitchen and home appliances
  'coffee-maker',
  'kettle',
  'toaster',
  'blender',
  'iron',
  'vacuum',
  'microwave',
  'cooker',
  'fridge',
  'washer',
  'air-conditioner',
  'air-fryer',
  'water-heater',
  // Sound, image, phones
  'tv',
  'speaker',
  'soundbar',
  'headphones',
  'earbuds',
  'satellite-receiver',
  'phone',
  'tablet',
  'watch',
  // Home, garden and DIY
  'clock',
  'calculator',
  'hammer',
  'tape-measure',
  'watering-can',
  'garden-hose',
  // Groceries and fresh food
  'milk',
  'juice',
  'yoghurt',
  'cheese',
  'eggs',
  'bread',
  'water',
  'soda',
  'soda-bottle',
  'oil',
  'pasta',
  'rice',
  'coffee',
  'tea',
  'chocolate',
  'biscuits',
  'dates',
  'jam',
  'tuna',
  'ice-cream',
  'fruit',
  'vegetable',
  'meat',
  'fish',
  // Hygiene and household
  'detergent',
  'shampoo',
  'toothpaste',
  'deodorant',
  'diapers',
  'tissue',
  'toilet-paper',
] as const;
export type Kind = (typeof KINDS)[number];

/** Lower case, without accents, ligatures or Arabic vowel marks: "Œufs frais" → "oeufs frais". */
export function foldName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[’`]/g, "'")
      .replace(/[أإآٱ]/g, 'ا')
      .normalize('NFD')
      // accents, then Arabic vowel marks, hamza marks and the tatweel
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
  );
}

interface Rule {
  re: RegExp;
  /** null: a known look-alike that keeps its pack's drawing (« Pâte à tartiner » is no pasta). */
  kind: Kind | null;
  /** Only for products of these packs (a kind drawn as a container the product is not in would lie). */
  packs?: readonly Pack[];
}

const rule = (re: RegExp, kind: Kind | null, packs?: readonly Pack[]): Rule => (packs ? { re, kind, packs } : { re, kind });

/**
 * First match wins, so the more specific words come first: « Casque Bluetooth » is headphones before
 * « Bluetooth » makes it a speaker, « Lait chocolaté » is milk before « chocolat » makes it a bar,
 * « Cafetière » is a coffee maker before « café » makes it a pouch of coffee.
 * Arabic words are written without vowel marks and with a bare alif (foldName does the same to names).
 */
const RULES: readonly Rule[] = [
  // Toys
  rule(/\bpoupees?\b|\bbarbie\b|دمي[ةه]|عروس[ةه]/, 'doll'),
  rule(/trottinette|\bscooter\b|تروتي|سكوتر/, 'scooter'),
  rule(/peluche|nounours|ourson|\bours\b|دبدوب|(^|\s)دب(\s|$)/, 'teddy'),
  rule(/sucette|tetine|لهاي[ةه]/, 'pacifier', ['toy', 'box', 'bottle']),
  rule(/voiture (telecommandee|miniature|jouet)|petite voiture|سيار[ةه] (تحكم|لعب[ةه])|سيار[ةه] بجهاز/, 'toy-car'),
  // Kitchen appliances
  rule(
    /cafetiere|machine (a|à) (cafe|expresso|espresso)|expresso|espresso machine|ال[ةه] (ال)?قهو[ةه]|ماكين[ةه] (ال)?قهو[ةه]/,
    'coffee-maker',
  ),
  rule(/bouilloire|غلاي[ةه]/, 'kettle'),
  rule(/grille-pain|grille pain|toaster|محمص[ةه]/, 'toaster'),
  rule(/blender|mixeur|robot (patissier|menager|culinaire)|batteur|خلاط/, 'blender'),
  rule(/fer a repasser|centrale vapeur|مكوا[ةه]/, 'iron'),
  rule(/aspirateur|مكنس[ةه]/, 'vacuum'),
  rule(/micro-ondes|micro ondes|ميكروويف/, 'microwave'),
  rule(/cuisiniere|plaque de cuisson|طباخ[ةه]|كوشين[ةه]/, 'cooker'),
  rule(/refrigerateur|congelateur|frigo|ثلاج[ةه]|مجمد[ةه]/, 'fridge'),
  rule(/machine a laver|lave-linge|lave-vaisselle|lave vaisselle|seche-linge|غسال[ةه]/, 'washer'),
  rule(/friteuse|air fryer|مقلا[ةه] (هوائي[ةه]|بدون زيت|كهربائي[ةه])/, 'air-fryer'),
  rule(/chauffe-eau|chauffe eau|cumulus|سخان/, 'water-heater'),
  rule(/climatiseur|\bclim\b|مكيف/, 'air-conditioner'),
  // Sound, image, phones: the words of the smaller object first
  rule(/recepteur|demodulateur|decodeur|ريسيفر|رسيفر|جهاز استقبال|مستقبل (رقمي|الاقمار)/, 'satellite-receiver'),
  rule(/ecouteurs|airpods|earbuds|intra-auriculaire|سماعات (اذن|لاسلكي[ةه])/, 'earbuds'),
  rule(/\bcasque\b|سماع[ةه] (راس|راسي[ةه])|سماعات (راس|راسي[ةه])/, 'headphones'),
  rule(/barre de son|soundbar|مكبر صوت طويل/, 'soundbar'),
  rule(/enceinte|haut-parleur|haut parleur|mini chaine|مكبر (ال)?صوت|سماع[ةه] بلوتوث/, 'speaker'),
  rule(/televiseur|\btv\b|television|تلفاز|تلفزيون|تلفزه/, 'tv'),
  rule(/horloge|pendule|\breveil\b|ساع[ةه] حائط|منبه/, 'clock'),
  rule(/calculatrice|calculette|حاسب[ةه]/, 'calculator'),
  rule(/marteau|مطرق[ةه]/, 'hammer'),
  rule(/metre ruban|ruban de mesure|شريط (ال)?قياس/, 'tape-measure'),
  rule(/arrosoir|مرش[ةه]/, 'watering-can'),
  rule(/tuyau d'arrosage|pistolet d'arrosage|enrouleur|خرطوم/, 'garden-hose'),
  rule(/\bmontre|smartwatch|bracelet connecte|ساع[ةه]/, 'watch'),
  rule(/^tablette(?! de chocolat| chocolat)|tablette tactile|\bipad\b|لوح[ةه] (رقمي[ةه]|الكتروني[ةه])|تابلت/, 'tablet'),
  rule(/smartphone|telephone|portable \d|\bgsm\b|هاتف|جوال|موبايل/, 'phone'),
  // Hygiene and household (before food: « Lait corporel », « Savon au lait » are no milk)
  rule(/dentifrice|معجون (ال)?اسنان/, 'toothpaste'),
  rule(/shampo|apres-shampo|gel douche|savon liquide|lait corporel|lait de toilette|شامبو|جل استحمام/, 'shampoo', ['pump', 'bottle']),
  rule(/deodorant|anti-transpirant|mousse a raser|مزيل (ال)?عرق/, 'deodorant', ['spray']),
  rule(/couches?\b|حفاض|حفاظ/, 'diapers', ['diaper']),
  rule(/papier toilette|papier hygienique|essuie-tout|ورق (ال)?(مرحاض|حمام|صحي)/, 'toilet-paper'),
  rule(/mouchoirs?|lingettes|serviettes de table|مناديل|محارم/, 'tissue', ['tissue']),
  rule(/lessive|liquide vaisselle|assouplissant|nettoyant|javel|detergent|\bnett\b|منظف|مسحوق غسيل|جافيل|ماء جافال/, 'detergent', ['jug']),
  // Drinks
  rule(/\beau\b|\bwater\b|ماء|مياه/, 'water', ['bottle']),
  rule(/boisson gazeuse|soda|\bcola\b|limonade|مشروب غازي|مشروبات غازي[ةه]|صودا/, 'soda', ['can']),
  rule(/boisson gaze|gazeuse|petillante|soda|\bcola\b|limonade|\bdeli'?o\b|مشروب غازي|مشروبات غازي[ةه]|صودا|جازوز|قازوز/, 'soda-bottle', [
    'bottle',
  ]),
  // Food: specific words before the wide ones
  rule(/a tartiner|tartinat|pate de (dattes|zgougou|tomate|sesame)|pate d'amande|harissa|makrou[dt]/, null),
  rule(/bacon|salami|jambon|charcuterie|merguez|viande|لحم/, 'meat', ['tray', 'eggs', 'box']),
  rule(/yaourt|yogourt|yoghourt|\blben\b|raieb|activia|danup|ياغرت|ياورت|زبادي|رايب|لبن/, 'yoghurt', ['tub']),
  rule(/\blait\b|حليب/, 'milk', ['carton']),
  rule(/\bjus\b|nectar|citronnade|cocktail|orange maltaise|عصير/, 'juice', ['carton']),
  rule(/fromage|camembert|mozzarella|emmental|gouda|edam|feta|ricotta|cheddar|جبن|فرماج|فروماج/, 'cheese', ['cheese']),
  rule(/\boeufs?\b|بيض/, 'eggs', ['eggs']),
  rule(/biscuit|gaufrette|cookie|\bsable|petit beurre|\btuc\b|بسكويت|بسكوت/, 'biscuits'),
  rule(/./, 'ice-cream', ['icecream']),
  rule(/chocolat|cacao|شوكولا|شكلاط|شوكولات/, 'chocolate', ['bar']),
  rule(/huile|زيت/, 'oil', ['bottle']),
  rule(
    /\bpates\b|spaghetti|macaroni|penne|fusilli|tagliatelle|lasagne|nouilles|coude|plume|fell|mhamsa|langues? d'oiseau|معكرون|مقرون|سباغيتي|سباقيتي/,
    'pasta',
    ['bag'],
  ),
  rule(/\briz\b|ارز|(^|\s)(ال)?رز(\s|$)/, 'rice', ['bag']),
  rule(/\bcafe\b|grand arome|قهو[ةه]|(^|\s)بن(\s|$)/, 'coffee', ['pouch']),
  rule(/\bthe\b|infusion|verveine|شاي|تاي/, 'tea', ['box']),
  rule(/\bdattes?\b|deglet|\bdate\b|تمر|دقل[ةه]/, 'dates', ['box']),
  rule(/confiture|marmelade|\bmiel\b|مربى|عسل/, 'jam', ['jar']),
  rule(/\bthon\b|sardine|maquereau|تن|سردين/, 'tuna', ['tin']),
  // Fresh food drawn as itself
  rule(/pain|baguette|croissant|brioche|tabouna|mlaoui|خبز|كسر[ةه]|باقات/, 'bread', ['bread']),
  rule(/./, 'fruit', ['fruit']),
  rule(/./, 'vegetable', ['veg']),
  rule(/./, 'fish', ['fish']),
  rule(/saumon|poisson|سمك|حوت/, null, ['tray']),
  rule(/./, 'meat', ['tray']),
];

/** The kind of a product (its drawing), or null when none fits better than its pack's drawing. */
export function productKind(p: { name: string; pack: Pack }): Kind | null {
  const name = foldName(p.name);
  for (const r of RULES) {
    if (r.packs && !r.packs.includes(p.pack)) continue;
    if (r.re.test(name)) return r.kind;
  }
  return null;
}
