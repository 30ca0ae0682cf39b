/**
 * The Arabic forms of the products' texts the generator writes in French (seed/products/describe.ts,
 * docs/architecture.md#languages): the short line under the name ("Bouteille de 350 g" →
 * "قارورة ⁨350 g⁩") and the detail paragraph (the name and size, the category's sentences, the
 * origin). Each function takes the French text as stored and returns its Arabic form, or null when it
 * has none (the API then shows the French).
 *
 * What is printed on the pack stays as printed: the size ("350 g", "6 × 1 L"), the product's name and
 * brand. Inside the Arabic line each of them is wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP
 * DIRECTIONAL ISOLATE, so it keeps its own left-to-right order ("6 × 1 L", not "L 1 × 6").
 */
import { isolate } from '@qadhya/domain';

/** The container words of the short line ("Bouteille de 350 g"), by the French word. */
export const CONTAINERS_AR: Readonly<Record<string, string>> = {
  Brique: 'علبة كرتون',
  Bouteille: 'قارورة',
  // Jars and yogurt pots alike: "وعاء" fits both.
  Pot: 'وعاء',
  Boîte: 'علبة',
  Sachet: 'كيس',
  Paquet: 'علبة',
  Tablette: 'لوح',
  Tube: 'أنبوب',
  Barquette: 'صينية',
  Bac: 'علبة',
  Flacon: 'قارورة',
  Aérosol: 'بخّاخ',
  Bidon: 'بيدون',
};

/** The short lines that carry no size. */
const FIXED_LINES_AR: Readonly<Record<string, string>> = {
  'Prix au kilo': 'السعر للكيلو',
  'À la pièce': 'بالقطعة',
  'La botte': 'الحزمة',
};

/** "Garantie N an(s)" in Arabic, the count agreeing with its noun (1: سنة واحدة, 2: سنتين, 3–10: سنوات). */
export function warrantyAr(years: number): string {
  if (years === 1) return 'ضمان سنة واحدة';
  if (years === 2) return 'ضمان سنتين';
  if (years >= 3 && years <= 10) return `ضمان ${years} سنوات`;
  return `ضمان ${years} سنة`;
}

/**
 * Every sentence of the products' paragraphs (the categories' texts and the origin lines), French →
 * Arabic. The warranty sentences ("Garantie 2 ans.") are composed by warrantyAr.
 */
const SENTENCES_AR: Readonly<Record<string, string>> = {
  'Légumes frais sélectionnés chaque matin auprès de producteurs tunisiens.': 'خضر طازجة مختارة كلّ صباح لدى منتجين تونسيين.',
  'Lait UHT longue conservation.': 'حليب UHT طويل الحفظ.',
  'Après ouverture, à conserver au réfrigérateur et à consommer sous 3 jours.': 'بعد الفتح، يُحفظ في الثلاجة ويُستهلك في أجل 3 أيام.',
  'Produit frais à conserver entre 0 et 6 °C.': 'منتج طازج يُحفظ بين 0 و6 درجات مئوية.',
  'Produit laitier frais à conserver entre 0 et 6 °C.': 'منتج ألبان طازج يُحفظ بين 0 و6 درجات مئوية.',
  'Fromage à conserver au réfrigérateur entre 2 et 6 °C.': 'جبن يُحفظ في الثلاجة بين 2 و6 درجات مئوية.',
  'Fruits de saison, mûris au soleil et sélectionnés pour leur goût.': 'غلال الموسم، نضجت تحت الشمس واختيرت لمذاقها.',
  'Viande fraîche préparée par nos bouchers.': 'لحم طازج يُعدّه جزّارونا.',
  'À conserver entre 0 et 4 °C.': 'يُحفظ بين 0 و4 درجات مئوية.',
  'Volaille fraîche élevée en Tunisie.': 'دواجن طازجة مُربّاة في تونس.',
  'Poisson frais de la pêche du jour, sur lit de glace au rayon marée.': 'سمك طازج من صيد اليوم، على فراش من الثلج في جناح الأسماك.',
  'Cuit et préparé chaque jour.': 'يُطهى ويُحضَّر كلّ يوم.',
  'Pour un petit-déjeuner gourmand et équilibré.': 'لفطور صباح شهيّ ومتوازن.',
  'Torréfié et conditionné pour préserver tous ses arômes.': 'محمّص ومعبّأ للحفاظ على كلّ نكهاته.',
  'Pour les petites faims et les pauses gourmandes.': 'للجوع الخفيف ولحظات الاستراحة اللذيذة.',
  'Blé dur de qualité supérieure.': 'قمح صلب من النوعية الممتازة.',
  'Cuisson rapide.': 'طهي سريع.',
  'À conserver à l’abri de la lumière et de la chaleur.': 'يُحفظ بعيدًا عن الضوء والحرارة.',
  'Conserve prête à l’emploi.': 'معلّبة جاهزة للاستعمال.',
  'Après ouverture, à conserver au frais.': 'بعد الفتح، تُحفظ في مكان بارد.',
  'L’essentiel de l’épicerie pour la cuisine de tous les jours.': 'أساسيات البقالة لطبخ كلّ يوم.',
  'À servir bien frais.': 'يُقدَّم باردًا جدًّا.',
  'À conserver au congélateur à -18 °C.': 'يُحفظ في المجمّد في درجة 18 تحت الصفر.',
  'Ne jamais recongeler un produit décongelé.': 'لا يُعاد أبدًا تجميد منتج بعد إذابته.',
  'Testé sous contrôle dermatologique.': 'تمّ اختباره تحت إشراف أطبّاء الجلد.',
  'Tenir hors de portée des enfants.': 'يُحفظ بعيدًا عن متناول الأطفال.',
  'Lire les précautions d’emploi avant utilisation.': 'اقرأ احتياطات الاستعمال قبل الاستخدام.',
  'Doux et résistant, pour toute la famille.': 'ناعم ومتين، لكلّ أفراد العائلة.',
  'Livraison et installation offertes dans le gouvernorat du magasin.': 'التوصيل والتركيب مجانًا داخل ولاية المتجر.',
  'Pour cuisiner et recevoir au quotidien.': 'للطبخ واستقبال الضيوف كلّ يوم.',
  'Fixation murale vendue séparément.': 'حامل التثبيت على الحائط يُباع على حدة.',
  'Compatible avec tous les opérateurs tunisiens.': 'متوافق مع جميع المشغّلين التونسيين.',
  'Pour une maison chaleureuse et bien rangée.': 'لمنزل دافئ ومرتّب.',
  'Pour un jardin ou un balcon en pleine forme.': 'لحديقة أو شرفة في أبهى حلّة.',
  'Outillage robuste pour le bricolage à la maison.': 'أدوات متينة للأشغال اليدوية في المنزل.',
  'Tissu doux et résistant, lavable en machine à 30 °C.': 'قماش ناعم ومتين، قابل للغسل في الغسّالة على 30 درجة.',
  'Conforme aux normes de sécurité.': 'مطابق لمعايير السلامة.',
  'Ne convient pas aux enfants de moins de 3 ans.': 'لا يناسب الأطفال دون 3 سنوات.',
  'Pour la rentrée et le bureau.': 'للعودة المدرسية والمكتب.',
  'Pour le sport en salle ou en plein air.': 'للرياضة في القاعة أو في الهواء الطلق.',
  'Pour l’entretien de votre véhicule.': 'للعناية بسيارتك.',
  'Conçu pour le confort et la sécurité de bébé.': 'مصمَّم لراحة الرضيع وسلامته.',
  // The origin lines (seed/products/describe.ts, ORIGIN_LINES).
  'Origine : Tunisie.': 'المنشأ: تونس.',
  'Fabriqué en Tunisie.': 'صُنع في تونس.',
};

/** One French sentence (ending with its full stop) in Arabic, or null. */
export function sentenceAr(fr: string): string | null {
  const fixed = SENTENCES_AR[fr];
  if (fixed) return fixed;
  const warranty = /^Garantie (\d+) ans?\.$/.exec(fr);
  return warranty ? `${warrantyAr(Number(warranty[1]))}.` : null;
}

/** A paragraph of known sentences in Arabic, or null if one of them has no Arabic form. */
export function paragraphAr(fr: string): string | null {
  const sentences = fr.trim().split(/(?<=\.)\s+/);
  const ar = sentences.map(sentenceAr);
  return ar.every((s): s is string => s !== null) ? ar.join(' ') : null;
}

/**
 * A product's short line in Arabic (seed/products/describe.ts, shortDescription): "Bouteille de 350 g"
 * → "قارورة ⁨350 g⁩", "Lot de 6 × 1 L" → "مجموعة من ⁨6 × 1 L⁩", "42" · Garantie 2 ans" → "⁨42"⁩ · ضمان
 * سنتين", "Prix au kilo" → "السعر للكيلو"; a line that is the size alone is that size, isolated; a
 * product with no size has the first sentence of its category's paragraph. An empty line stays empty.
 */
export function shortDescriptionAr(fr: string, size: string | null): string | null {
  if (fr === '') return '';
  const fixed = FIXED_LINES_AR[fr];
  if (fixed) return fixed;
  const warranty = /^(.+) · Garantie (\d+) ans?$/.exec(fr);
  if (warranty) return `${isolate(warranty[1]!)} · ${warrantyAr(Number(warranty[2]))}`;
  const lot = /^Lot de (.+)$/.exec(fr);
  if (lot) return `مجموعة من ${isolate(lot[1]!)}`;
  const contained = /^(\p{L}+) de (.+)$/u.exec(fr);
  const container = contained ? CONTAINERS_AR[contained[1]!] : undefined;
  if (container) return `${container} ${isolate(contained![2]!)}`;
  if (size !== null && fr === size) return isolate(size);
  const sentence = sentenceAr(`${fr}.`);
  return sentence ? sentence.replace(/\.$/, '') : null;
}

/**
 * A product's paragraph in Arabic (seed/products/describe.ts, description): "Name, 1 L. <category
 * sentences> <origin>" → "⁨Name⁩، ⁨1 L⁩. <الجمل بالعربية>", the name and size as printed. Null when the
 * paragraph does not start with the product's name (and size) or one of its sentences has no Arabic.
 */
export function descriptionAr(fr: string, name: string, size: string | null): string | null {
  const shown = size !== null && size !== '' && size !== 'pièce' && size !== 'botte' ? size : null;
  const head = `${name}${shown ? `, ${shown}` : ''}.`;
  if (!fr.startsWith(head)) return null;
  const headAr = `${isolate(name)}${shown ? `، ${isolate(shown)}` : ''}.`;
  const rest = fr.slice(head.length).trim();
  if (rest === '') return headAr;
  const tail = paragraphAr(rest);
  return tail ? `${headAr} ${tail}` : null;
}
