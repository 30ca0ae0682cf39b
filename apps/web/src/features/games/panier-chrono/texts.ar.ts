import type { panierChronoFr } from './texts.fr.ts';

/** Arabic texts of Panier Chrono (same keys as texts.fr.ts). */
export const panierChronoAr: typeof panierChronoFr = {
  howTo: 'المس منتجات قائمتك قبل انتهاء الوقت. انتبه: دخيل واحد في السلة وتخسر الجولة!',
  list: 'قائمة تسوّقي',
  progress: '{{done}} من {{total}} في السلة',
  shelf: 'الرفّ',
  basket: 'السلة',
  inBasket: 'في السلة',
  notListed: 'ليس في القائمة',
  taken: '{{name}} في السلة.',
  wrong: '{{name}} ليس في القائمة.',
  wrongEnd: '{{name}} ليس في القائمة: خسرت الجولة.',
  timeUp: 'انتهى الوقت!',
  done: 'اكتملت القائمة!',
};
