/**
 * The voucher a retained idea earns (docs/help.md#idea-voucher): 5 DT off any purchase, valid 30 days,
 * issued once per idea through the ledger (source 'idea').
 */
export const IDEA_VOUCHER = {
  kind: 'voucher',
  amount_type: 'amount',
  /** Millimes. */
  amount: 5_000,
  min_purchase: 0,
  days: 30,
  label: 'Merci pour votre idée',
  label_ar: 'شكرا على فكرتك',
  description: 'Votre idée a été retenue : 5 DT de remise sur votre prochain achat, valable 30 jours.',
  description_ar: 'تم اعتماد فكرتك: خصم 5 DT على عملية الشراء القادمة، صالح لمدة 30 يوما.',
} as const;

/** The shopper's inbox message when their idea is retained. */
export const IDEA_RETAINED_MESSAGE = {
  title_fr: 'Votre idée a été retenue !',
  title_ar: 'تم اعتماد فكرتك!',
  body_fr: 'Merci ! Un bon d’achat de 5 DT vous attend dans vos bons d’achat, valable 30 jours.',
  body_ar: 'شكرا! قسيمة شراء بقيمة 5 DT في انتظارك ضمن قسائم الشراء، صالحة لمدة 30 يوما.',
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
