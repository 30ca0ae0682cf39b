/**
 * The Arabic forms of the text the demo-data generator writes in French (docs/architecture.md#languages):
 * category names, catalogue titles, promo notes, product lines, store names and addresses. Each
 * function takes the French text as stored and returns its Arabic form, or null when it has none
 * (the API then shows the French). Product names and brands are not here: they stay as printed.
 */

import { shortLocality } from './stores/naming.ts';

/** Arabic names of the categories the generator uses, by CATEGORY_ID (0 = the default AUTRES). */
export const CATEGORY_NAMES_AR: Readonly<Record<number, string>> = {
  700: 'مواد غذائية',
  701: 'مواد غير غذائية',
  702: 'النظافة والتنظيف',
  703: 'مختارات',
  515: 'خضر',
  516: 'حليب',
  517: 'زبدة وقشدة وبيض',
  519: 'ياغورت وتحليات بالحليب',
  522: 'أجبان',
  528: 'غلال وتمور',
  533: 'لحوم ومقدّدات',
  537: 'دواجن',
  541: 'أسماك وثمار البحر',
  548: 'مخبزة ومرطّبات',
  556: 'فطور الصباح',
  563: 'قهوة وشاي',
  571: 'بسكويت وحلويات ووجبات خفيفة',
  579: 'عجين وكسكسي وسميد',
  586: 'زيوت وخلّ',
  594: 'معلّبات',
  601: 'بقالة',
  609: 'مشروبات',
  618: 'مجمّدات ومثلّجات',
  622: 'نظافة وتجميل',
  642: 'تنظيف المنزل',
  650: 'ورق وقطن',
  5: 'أجهزة كهرومنزلية',
  25: 'مطبخ وأواني المائدة',
  68: 'تلفزة وأجهزة صوتية',
  112: 'هواتف',
  279: 'منزل وديكور',
  336: 'حديقة',
  364: 'أدوات وأشغال يدوية',
  387: 'ملابس ومنسوجات',
  409: 'لعب أطفال',
  424: 'أدوات مكتبية',
  434: 'رياضة وترفيه',
  447: 'سيارات',
  485: 'رضّع',
  695: 'الكتالوج الحالي',
  726: 'لافتة العروض',
  0: 'أخرى',
};

export const categoryNameAr = (categoryId: number): string | null => CATEGORY_NAMES_AR[categoryId] ?? null;

/** Catalogue titles (seed/catalogues/themes.ts) and page themes. */
const CATALOGUE_TITLES_AR: Readonly<Record<string, string>> = {
  'Bonne année, bons prix': 'سنة سعيدة وأسعار طيّبة',
  'Spécial été': 'عروض الصيف',
  'Spécial rentrée': 'عروض العودة المدرسية',
  "Saison de l'huile d'olive": 'موسم زيت الزيتون',
  'Fêtes de fin d’année': 'أعياد آخر السنة',
  'Les bons plans de la semaine': 'أفضل عروض الأسبوع',
  'Les prix fous': 'أسعار خيالية',
  'Saveurs de chez nous': 'نكهات من بلادنا',
  'Tout pour la maison': 'كلّ ما يلزم المنزل',
  'Fraîcheur garantie': 'نضارة مضمونة',
  'Le mois des économies': 'شهر التوفير',
  'Promos en folie': 'تخفيضات بلا حدود',
};

export const catalogueTitleAr = (title: string): string | null => CATALOGUE_TITLES_AR[title] ?? null;

/** The page themes' titles (seed/catalogues/themes.ts), drawn in the title band of a page. */
const PAGE_TITLES_AR: Readonly<Record<string, string>> = {
  'Fruits & légumes': 'غلال وخضر',
  'Boucherie & marée': 'لحوم وأسماك',
  Crèmerie: 'ألبان وأجبان',
  'Petit-déjeuner': 'فطور الصباح',
  Épicerie: 'بقالة',
  Conserves: 'معلّبات',
  'Biscuits & snacks': 'بسكويت ووجبات خفيفة',
  Boissons: 'مشروبات',
  Surgelés: 'مجمّدات',
  'Hygiène & beauté': 'نظافة وتجميل',
  Entretien: 'تنظيف المنزل',
  Bébé: 'رضّع',
  Électroménager: 'أجهزة كهرومنزلية',
  'TV & téléphonie': 'تلفزة وهواتف',
  'Maison & jardin': 'منزل وحديقة',
  'Rentrée & loisirs': 'عودة مدرسية وترفيه',
};

/** A catalogue page's title in Arabic: a theme's, or on the cover the catalogue's own title. */
export const pageTitleAr = (title: string): string | null => PAGE_TITLES_AR[title] ?? catalogueTitleAr(title);

/** Arabic day names, Sunday first (as Date.getUTCDay and @qadhya/domain's weekdayOf). */
export const DAY_NAMES_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'] as const;
const DAY_NAMES_FR = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** The product lines (seed/products/describe.ts) and the fixed promo notes (seed/promos/generate.ts). */
const LINES_AR: Readonly<Record<string, string>> = {
  'Produit tunisien': 'منتج تونسي',
  Nouveau: 'جديد',
  'Format familial': 'حجم عائلي',
  'Prix choc': 'سعر مغري',
  'Fabriqué en Tunisie': 'صُنع في تونس',
  'Offre de lancement': 'عرض إطلاق',
  'Paiement en 3 fois sans frais': 'الدفع على 3 أقساط دون مصاريف',
  'Livraison offerte': 'توصيل مجاني',
  'Dans la limite des stocks disponibles': 'في حدود الكميات المتوفّرة',
  'Limité à 3 articles par client': '3 قطع كحدّ أقصى لكلّ حريف',
  'Prix spécial du jour': 'سعر خاص بهذا اليوم',
};

/**
 * A promo note or product line in Arabic: the fixed lines by table, the dated ones composed with
 * the Arabic day name ("Offre valable le mardi 24/11 uniquement" → "العرض صالح يوم الثلاثاء 24/11 فقط").
 */
export function noteAr(fr: string | null): string | null {
  if (fr === null) return null;
  const fixed = LINES_AR[fr];
  if (fixed) return fixed;
  const valid = /^Offre valable le (\p{L}+) (\d{2}\/\d{2}) uniquement$/u.exec(fr);
  if (valid) {
    const day = DAY_NAMES_FR.indexOf(valid[1]!);
    if (day >= 0) return `العرض صالح يوم ${DAY_NAMES_AR[day]} ${valid[2]} فقط`;
  }
  const friday = /^Super Friday : prix exceptionnel le vendredi (\d{2}\/\d{2})$/.exec(fr);
  if (friday) return `سوبر فرايداي: سعر استثنائي يوم الجمعة ${friday[1]}`;
  return null;
}

/** The chain's name in Arabic script. */
export const BRAND_AR = 'قضيّة';

const SUFFIXES_AR: Readonly<Record<string, string>> = {
  Centre: 'المركز',
  Marché: 'السوق',
  Gare: 'المحطة',
  Nord: 'الشمالي',
  Sud: 'الجنوبي',
};

const ROUTES_AR: Readonly<Record<string, string>> = {
  'Route de Tunis': 'طريق تونس',
  'Route de Gabès': 'طريق قابس',
  'Route de Mahdia': 'طريق المهدية',
  'Route de Gremda': 'طريق قرمدة',
  "Route de l'Aïn": 'طريق العين',
  'Route El Afrane': 'طريق العفران',
  'Route de Teniour': 'طريق تنيور',
  'Route de Soukra': 'طريق الصكرة',
  'Route Menzel Chaker': 'طريق منزل شاكر',
  'Route de Mharza': 'طريق المحارزة',
  "Route de l'Aéroport": 'طريق المطار',
};

const STREETS_AR: Readonly<Record<string, string>> = {
  'Avenue Habib Bourguiba': 'شارع الحبيب بورقيبة',
  'Avenue de la République': 'شارع الجمهورية',
  'Avenue Farhat Hached': 'شارع فرحات حشاد',
  'Avenue Hédi Chaker': 'شارع الهادي شاكر',
  'Avenue Taïeb Mhiri': 'شارع الطيب المهيري',
  "Avenue de l'Indépendance": 'شارع الاستقلال',
  'Rue Ibn Khaldoun': 'نهج ابن خلدون',
  'Avenue Mongi Slim': 'شارع المنجي سليم',
  'Avenue Ali Belhouane': 'شارع علي بلهوان',
  'Rue de la Liberté': 'نهج الحرية',
  'Avenue Tahar Haddad': 'شارع الطاهر الحداد',
  'Avenue Abou El Kacem Chebbi': 'شارع أبو القاسم الشابي',
  'Avenue Hédi Nouira': 'شارع الهادي نويرة',
  "Avenue de l'Environnement": 'شارع البيئة',
  'Avenue Salah Ben Youssef': 'شارع صالح بن يوسف',
  'Rue Ibn Sina': 'نهج ابن سينا',
  'Avenue du 14 Janvier': 'شارع 14 جانفي',
  'Avenue Tahar Sfar': 'شارع الطاهر صفر',
  'Rue Ali Bach Hamba': 'نهج علي باش حانبة',
  'Avenue Bourguiba': 'شارع بورقيبة',
};

const plainPlace = (name: string) => name.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();

/**
 * A store's real localities, French name as in its address ("Cité Helal") → Arabic name from the
 * reference data ("حي هلال"): see seed/stores/arabic.ts, which builds it per delegation.
 */
export type LocalitiesAr = ReadonlyMap<string, string>;

const NO_LOCALITIES: LocalitiesAr = new Map();

/**
 * A locality as a store's name shows it, in Arabic: where the French drops "Cité" / "Résidence"
 * ("Qadhya Essijoumi Helal"), the Arabic drops "حي" / "إقامة" ("قضيّة السيجومي هلال").
 */
function shortLocalityAr(fr: string, ar: string): string {
  return shortLocality(fr) === fr ? ar : ar.replace(/^(حي|إقامة)\s+/, '');
}

/** The locality a name's tail starts with, longest French form first ("7 Novembre 3" before "7 Novembre"). */
function localityIn(tail: string, localities: LocalitiesAr): { fr: string; ar: string } | null {
  let best: { fr: string; ar: string } | null = null;
  for (const [fr, ar] of localities) {
    const short = shortLocality(fr);
    for (const form of new Set([short, fr])) {
      if ((tail === form || tail.startsWith(`${form} `)) && (!best || form.length > best.fr.length)) {
        best = { fr: form, ar: form === fr ? ar : shortLocalityAr(fr, ar) };
      }
    }
  }
  return best;
}

/** Translates the words a store name adds after its place: suffixes, Sfax's roads, a locality, a number. */
function tailAr(tail: string, localities: LocalitiesAr): string {
  if (tail === '') return '';
  const route = Object.keys(ROUTES_AR).find((r) => tail === r || tail.startsWith(`${r} `));
  if (route) return `${ROUTES_AR[route]}${tail.slice(route.length)}`;
  const locality = localityIn(tail, localities);
  if (locality) return `${locality.ar}${tail.slice(locality.fr.length)}`;
  const [word, ...rest] = tail.split(' ');
  const suffix = SUFFIXES_AR[word!];
  return suffix ? [suffix, ...rest].join(' ') : tail;
}

/**
 * A store's Arabic name: the brand in Arabic script, the delegation's Arabic name in place of its
 * French one, the suffix, road or locality translated ("Qadhya La Soukra" → "قضيّة سكرة", "Qadhya Sfax
 * Route de Tunis" → "قضيّة صفاقس طريق تونس", "Qadhya Essijoumi Helal" → "قضيّة السيجومي هلال"). The
 * localities' Arabic comes from the reference data (`localities`, the store's delegation's); a
 * name none of these tables knows keeps its Latin words.
 */
export function storeNameAr(storename: string, city: string, cityAr: string, localities: LocalitiesAr = NO_LOCALITIES): string {
  const rest = storename.replace(/^Qadhya\s+/, '');
  const places = [plainPlace(city), plainPlace(city.replace(/\(.*\)/, ''))];
  const place = places.find((p) => rest === p || rest.startsWith(`${p} `));
  if (place) {
    return [BRAND_AR, plainPlace(cityAr), tailAr(rest.slice(place.length).trim(), localities)].filter(Boolean).join(' ');
  }
  if (rest.startsWith('Sfax ')) return [BRAND_AR, 'صفاقس', tailAr(rest.slice(5), localities)].join(' ');
  const named = `${BRAND_AR} ${tailAr(rest, localities)}`;
  // A locality the Arabic names as its town ("La Mannouba" of Mannouba, "منوبة"): not the town's own store.
  return named === `${BRAND_AR} ${plainPlace(cityAr)}` ? `${named} ${SUFFIXES_AR.Centre}` : named;
}

/**
 * "12 Rue de la Liberté, Cité Helal, 2072 Essijoumi" → "12 نهج الحرية، حي هلال، 2072 السيجومي": the street,
 * the locality (from `localities`, as in storeNameAr) and the town in Arabic.
 */
export function storeAddressAr(address: string, city: string, cityAr: string, localities: LocalitiesAr = NO_LOCALITIES): string {
  const parts = address.split(', ');
  const first = parts[0]!;
  const numbered = /^(\d+) (.+)$/.exec(first);
  let street = first;
  if (numbered && STREETS_AR[numbered[2]!]) street = `${numbered[1]} ${STREETS_AR[numbered[2]!]}`;
  else {
    const route = Object.keys(ROUTES_AR).find((r) => first.startsWith(`${r} km `));
    if (route) street = `${ROUTES_AR[route]} كلم ${first.slice(route.length + 4)}`;
  }
  const last = parts.length > 1 ? parts.at(-1)! : '';
  const town = last.endsWith(` ${city}`) ? `${last.slice(0, -city.length)}${cityAr}` : last;
  const areas = parts.slice(1, -1).map((area) => localities.get(area) ?? area);
  return [street, ...areas, town].filter(Boolean).join('، ');
}
