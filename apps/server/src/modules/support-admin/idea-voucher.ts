import { formatMoney, formatNumber } from '@qadhya/domain';
import { daysAr } from '../ledger/offer-terms.ts';

/** Millimes, and the days it is valid. */
const AMOUNT = 5_000;
const DAYS = 30;
/** « 5 DT » / « 5 د.ت » and « 30 » as the domain formats write them (docs/formats.md). */
const amount = (lang: 'fr' | 'ar') => formatMoney(AMOUNT, lang, { whole: true });

/**
 * The voucher a retained idea earns (docs/help.md#idea-voucher): 5 DT off any purchase, valid 30 days,
 * issued once per idea through the ledger (source 'idea').
 */
export const IDEA_VOUCHER = {
  kind: 'voucher',
  amount_type: 'amount',
  /** Millimes. */
  amount: AMOUNT,
  min_purchase: 0,
  days: DAYS,
  label: 'Merci pour votre idée',
  label_ar: 'شكرا على فكرتك',
  description: `Votre idée a été retenue : ${amount('fr')} de remise sur votre prochain achat, valable ${formatNumber(DAYS, 'fr')} jours.`,
  description_ar: `تم اعتماد فكرتك: تخفيض ${amount('ar')} على عملية الشراء القادمة، صالح لمدة ${daysAr(DAYS)}.`,
} as const;

/** The shopper's inbox message when their idea is retained. */
export const IDEA_RETAINED_MESSAGE = {
  title_fr: 'Votre idée a été retenue !',
  title_ar: 'تم اعتماد فكرتك!',
  body_fr: `Merci ! Un bon d’achat de ${amount('fr')} vous attend dans vos bons d’achat, valable ${formatNumber(DAYS, 'fr')} jours.`,
  body_ar: `شكرا! قسيمة شراء بقيمة ${amount('ar')} في انتظارك ضمن قسائم الشراء، صالحة لمدة ${daysAr(DAYS)}.`,
  link: '/layout/my-gift-vouchers',
} as const;

/** The shopper's inbox message of a reply (its body is the reply's text). */
export const REPLY_TITLE = { fr: 'Réponse du service client', ar: 'رد خدمة الحرفاء' } as const;
export const REPLY_LINK = '/layout/assistance_aide';

/** The e-mail a guest gets (contact form, review without an account). */
export function replyEmail(lang: 'fr' | 'ar', name: string | null, reply: string, original: string) {
  const quoted = original.length > 500 ? `${original.slice(0, 500)}…` : original;
  if (lang === 'ar') {
    return {
      subject: 'رد خدمة حرفاء قضية',
      text: `مرحبا${name ? ` ${name}` : ''}،\n\n${reply}\n\n— خدمة الحرفاء قضية\n\nرسالتك:\n${quoted}`,
    };
  }
  return {
    subject: 'Réponse du service client Qadhya',
    text: `Bonjour${name ? ` ${name}` : ''},\n\n${reply}\n\n— Le service client Qadhya\n\nVotre message :\n${quoted}`,
  };
}
