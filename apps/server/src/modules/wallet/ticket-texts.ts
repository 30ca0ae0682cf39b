import type { Lang } from '@qadhya/contracts';

/**
 * The words of the ticket PDF in both languages (docs/wallet.md#the-ticket-pdf), the glossary's
 * (docs/glossary.md): « تذكرة » for the till's receipt, « تخفيض » for a remise, « قسيمة تخفيض » and
 * « قسيمة شراء » for a coupon and a bon d’achat. The French ones are those the paper receipt prints.
 */
export interface TicketTexts {
  ticket: string;
  return: string;
  /** « Ticket n° R-1 »: the receipt's kind, then its number. */
  number: (kind: string, id: string) => string;
  /** Before a line's remise: « remise 0,200 DT ». */
  discount: string;
  /** A ticket's remise on its own row. */
  discountRow: string;
  total: string;
  coupon: string;
  voucher: string;
  paid: string;
  payment: string;
  /** The payment method as the till sends it (cash, card…), in words; an unknown one as it is. */
  paymentMethod: (method: string) => string;
  points: string;
  card: string;
  bonusNote: string;
  thanks: string;
}

const PAYMENTS_AR: Readonly<Record<string, string>> = {
  cash: 'نقدًا',
  card: 'بطاقة بنكية',
  cheque: 'صكّ',
  mobile: 'دفع بالهاتف',
  other: 'أخرى',
};

export const TICKET_TEXTS: Readonly<Record<Lang, TicketTexts>> = {
  fr: {
    ticket: 'Ticket',
    return: 'Retour',
    number: (kind, id) => `${kind} n° ${id}`,
    discount: 'remise',
    discountRow: 'Remise',
    total: 'Total',
    coupon: 'Coupon',
    voucher: 'Bon d’achat',
    paid: 'Payé',
    payment: 'Paiement',
    // The French receipt prints the till's word as it comes (docs/wallet.md#tickets).
    paymentMethod: (method) => method,
    points: 'Points gagnés',
    card: 'Carte de fidélité',
    bonusNote: '* produit du catalogue : points bonus',
    thanks: 'Merci de votre visite',
  },
  ar: {
    ticket: 'تذكرة',
    return: 'إرجاع',
    number: (kind, id) => `${kind} رقم ${id}`,
    discount: 'تخفيض',
    discountRow: 'التخفيض',
    total: 'المجموع',
    coupon: 'قسيمة تخفيض',
    voucher: 'قسيمة شراء',
    paid: 'المدفوع',
    payment: 'طريقة الدفع',
    paymentMethod: (method) => PAYMENTS_AR[method] ?? method,
    points: 'النقاط المكتسبة',
    card: 'بطاقة الوفاء',
    bonusNote: '* منتج من الكتالوج: نقاط إضافية',
    thanks: 'شكرًا على زيارتكم',
  },
};
