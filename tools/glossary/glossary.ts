/**
 * The glossary's one source (docs/glossary.md mirrors it): one word per thing in French and in
 * Arabic, and the variants a shopper or a member of staff must never read. glossary.test.ts reads the
 * banned variants from here and fails when one shows in a user-visible text of the web app, the back
 * office or the server (visible-texts.ts says what counts as a user-visible text).
 */

/** Which texts a banned variant is looked for in: Latin-script texts (French) or Arabic ones. */
export type Script = 'fr' | 'ar';

export interface Banned {
  /** The variant as docs/glossary.md writes it (between « »). */
  text: string;
  script: Script;
  /** How it is found in a text (placeholders such as {{amount}} and ${…} read as an amount). */
  pattern: RegExp;
}

export interface GlossaryEntry {
  /** The one French word (docs/glossary.md's first column). */
  fr: string;
  /** The one Arabic word. */
  ar: string;
  banned: Banned[];
}

const fr = (text: string, pattern: RegExp): Banned => ({ text, script: 'fr', pattern });
const ar = (text: string, pattern: RegExp): Banned => ({ text, script: 'ar', pattern });

/**
 * A figure, a placeholder's end or a formatted figure's closing isolate just before: "10 dinars",
 * "{{amount}} dinars", "${x} دينار", "⁦12,500⁩ DT" (docs/formats.md#figures-in-arabic).
 */
const AMOUNT = String.raw`(?:\d|\}\}|[٠-٩]|\u2069)\s*`;

/** An Arabic word standing alone (prefixes ال، و، ب، ل، ف may be glued to it; JavaScript's \b is ASCII). */
const arWord = (stem: string) => new RegExp(String.raw`(?<!\p{L})(?:[وفبل]|لل)?(?:ال)?(?:${stem})(?!\p{L})`, 'u');

export const GLOSSARY: GlossaryEntry[] = [
  {
    fr: 'Dernière chance',
    ar: 'الفرصة الأخيرة',
    banned: [fr('Last chance', /\blast[\s-]chances?\b/i)],
  },
  {
    fr: 'bon d’achat',
    ar: 'قسيمة شراء',
    banned: [
      fr('voucher', /\bvouchers?\b/i),
      fr('vouchers cadeaux', /\bvouchers? cadeaux?\b/i),
      fr('bon cadeau', /\bbons?[\s-]cadeaux?\b/i),
      fr('bon de réduction', /\bbons? de réduction\b/i),
      fr('bon de 20 DT', /\bbons? de (?:\d|\{\{)/i),
      ar('قسائم الهدايا', /(?:قسيمة|قسائم)\s+(?:ال)?(?:هدية|هدايا)/),
      ar('بطاقات الشراء', /بطاقات?\s+(?:ال)?شراء/),
      ar('قسيمة الولاء', /(?:قسيمة|قسائم)\s+(?:ال)?ولاء/),
    ],
  },
  {
    fr: 'coupon',
    ar: 'قسيمة تخفيض',
    banned: [fr('code promo', /\bcodes? promo\b/i), ar('كوبون', /كوبون/)],
  },
  {
    fr: 'DT',
    ar: 'د.ت',
    banned: [
      fr('TND', /\bTND\b/),
      fr('10 dinars', new RegExp(String.raw`${AMOUNT}dinars?\b`, 'i')),
      ar('TND', /\bTND\b/),
      ar('12 DT', new RegExp(String.raw`${AMOUNT}DT\b`)),
      ar('10 دنانير', new RegExp(String.raw`${AMOUNT}(?:دينار|دنانير)`)),
    ],
  },
  {
    fr: 'points',
    ar: 'نقاط',
    banned: [fr('pts', /\bpts\b/)],
  },
  {
    fr: 'carte de fidélité',
    ar: 'بطاقة الوفاء',
    banned: [fr('carte fidélité', /\bcartes? (?:fidélité|clients?)(?!\p{L})/iu), ar('بطاقة الولاء', /ولاء/)],
  },
  {
    fr: 'liste de courses',
    ar: 'قائمة التسوق',
    banned: [fr('liste d’achats', /\blistes? d['’]achats?\b/i), ar('قائمة المشتريات', /(?:قائمة|قوائم)\s+(?:ال)?مشتريات/)],
  },
  {
    fr: 'magasin',
    ar: 'متجر',
    banned: [fr('boutique', /\bboutiques?\b/i), ar('مغازة', /مغاز/)],
  },
  {
    fr: 'catalogue',
    ar: 'الكتالوج',
    banned: [fr('prospectus', /\bprospectus\b/i), fr('dépliant', /\bdépliants?\b/i), ar('كاتالوج', /كاتالوج/), ar('مطوية', /مطوية/)],
  },
  {
    fr: 'promo du jour',
    ar: 'عروض اليوم',
    banned: [fr('offre du jour', /\boffres? du jour\b/i)],
  },
  {
    fr: 'gains',
    ar: 'الأرباح',
    banned: [fr('Historiques des gains', /\bhistoriques des gains\b/i)],
  },
  {
    fr: 'famille',
    ar: 'العائلة',
    banned: [fr('foyer', /\bfoyers?\b/i), ar('الأسرة', /أسرة|أسرتك|الأسرة/)],
  },
  {
    fr: 'parrainage',
    ar: 'دعوة الأصدقاء',
    banned: [fr('referral', /\breferrals?\b/i), ar('الإحالة', /إحالة/)],
  }, // The recurring words of the catalogues (docs/glossary.md#the-words): one word each, and the
  // variants found side by side in the texts banned.
  {
    fr: 'produit',
    ar: 'منتج',
    // « منتوجنا » is the Arabic name of the brand Mantoujna (« Univers Mantoujna »), not the word.
    banned: [ar('منتوج', /منتوج(?!نا)/)],
  },
  { fr: 'prix', ar: 'السعر', banned: [] },
  { fr: 'promo', ar: 'عرض', banned: [] },
  {
    fr: 'remise',
    ar: 'تخفيض',
    banned: [ar('خصم', arWord('خصم'))],
  },
  {
    fr: 'catégorie',
    ar: 'قسم',
    banned: [ar('الأصناف', arWord('صنف|أصناف')), ar('الفئة', arWord('فئة|فئات'))],
  },
  {
    fr: 'favoris',
    ar: 'المفضّلة',
    // Written with its shadda, as the app writes سجّل or مشغّل, and the FAQ and legal texts « المفضّلة ».
    banned: [ar('المفضلة', /مفضل/)],
  },
  { fr: 'panier', ar: 'السلة', banned: [] },
  { fr: 'scanner', ar: 'مسح', banned: [] },
  { fr: 'code-barres', ar: 'الرمز الشريطي', banned: [] },
  {
    fr: 'code QR',
    ar: 'رمز QR',
    // « le QR » alone is the same slip.
    banned: [fr('QR code', /\bQR[\s-]codes?\b|\b(?:le|du|au|un|ce) QR\b(?![\s-]code)/i)],
  },
  { fr: 'horaires', ar: 'أوقات العمل', banned: [] },
  { fr: 'ouvert', ar: 'مفتوح', banned: [] },
  { fr: 'fermé', ar: 'مغلق', banned: [] },
  { fr: 'stock', ar: 'المخزون', banned: [] },
  { fr: 'disponibilité', ar: 'التوفر', banned: [] },
  {
    fr: 'niveau',
    ar: 'المستوى',
    banned: [fr('Statut Gold', /\bstatuts? (?:\{\{\s*tier|classic|silver|gold|platinum)/i)],
  },
  { fr: 'jeu', ar: 'لعبة', banned: [] },
  { fr: 'campagne', ar: 'حملة', banned: [] },
  { fr: 'lot', ar: 'جائزة', banned: [] },
  { fr: 'notification', ar: 'إشعار', banned: [] },
  { fr: 'Réglages', ar: 'الإعدادات', banned: [] },
  { fr: 'compte', ar: 'الحساب', banned: [] },
  { fr: 'se connecter', ar: 'تسجيل الدخول', banned: [] },
  { fr: 'code SMS', ar: 'رمز', banned: [] },
  { fr: 'recharge', ar: 'الشحن', banned: [] },
  { fr: 'carte SIM', ar: 'شريحة', banned: [] },
  {
    fr: 'ticket de caisse',
    ar: 'تذكرة',
    banned: [ar('إيصال', /إيصال/)],
  },
  { fr: 'aide', ar: 'المساعدة', banned: [] },
  { fr: 'FAQ', ar: 'الأسئلة الشائعة', banned: [] },
  { fr: 'signalement', ar: 'بلاغ', banned: [] },
  { fr: 'réclamation', ar: 'شكوى', banned: [] },
];

/**
 * Every banned variant with the word it stands for (`word`, the French one, as the database test's
 * messages name it) and the word to say instead in the variant's own language (`say`).
 */
export function bannedVariants(): Array<Banned & { word: string; say: string }> {
  return GLOSSARY.flatMap((e) => e.banned.map((b) => ({ ...b, word: e.fr, say: b.script === 'ar' ? e.ar : e.fr })));
}
