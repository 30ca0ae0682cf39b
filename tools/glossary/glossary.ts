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

/** A figure or a placeholder's end just before: "10 dinars", "{{amount}} dinars", "${x} دينار". */
const AMOUNT = String.raw`(?:\d|\}\}|[٠-٩])\s*`;

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
    ar: 'DT',
    banned: [
      fr('TND', /\bTND\b/),
      fr('10 dinars', new RegExp(String.raw`${AMOUNT}dinars?\b`, 'i')),
      ar('TND', /\bTND\b/),
      ar('د.ت', /د\s?\.\s?ت/),
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
  },
];

/** Every banned variant with the word it stands for. */
export function bannedVariants(): Array<Banned & { word: string }> {
  return GLOSSARY.flatMap((e) => e.banned.map((b) => ({ ...b, word: e.fr })));
}
