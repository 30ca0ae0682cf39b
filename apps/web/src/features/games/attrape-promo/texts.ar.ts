import type { attrapePromoFr } from './texts.fr.ts';

/** Attrape Promo's own Arabic texts: the same keys as texts.fr.ts. */
export const attrapePromoAr: typeof attrapePromoFr = {
  rules: 'التقط {{target}} بطاقات تخفيض بالسلة. تجنّب البقية: {{lives}} أخطاء وتخسر.',
  controls: 'استعمل السهمين يمينًا ويسارًا، أو المس أحد الممرات.',
  legend: { good: 'التقطها', bad: 'تجنّبها' },
  field: 'مساحة اللعب',
  basket: 'السلة',
  basketValue: 'الممر {{lane}} من {{lanes}}',
  lanes: 'ممرات السلة',
  lane: 'السلة في الممر {{lane}}',
  timeLeft: 'الوقت المتبقي: {{seconds}} ث',
  target: 'الهدف: {{target}} تخفيضات',
  lives: 'المحاولات: {{lives}} من {{total}}',
  kind: { good: 'تخفيض', bad: 'ليس تخفيضًا' },
  good: {
    minus20: 'تخفيض {{value}}',
    minus30: 'تخفيض {{value}}',
    minus50: 'تخفيض {{value}}',
    promo: 'سعر التخفيض',
    twoForOne: '1 + 1 مجانًا',
  },
  bad: { fullPrice: 'السعر العادي', expired: 'عرض منتهٍ', newPrice: 'السعر الكامل' },
  caught: 'التقطت تخفيضًا! النتيجة: {{score}}',
  wrong: 'هذا ليس تخفيضًا! المحاولات: {{lives}}',
  ended: { target: 'تم بلوغ الهدف!', lives: 'انتهت المحاولات…', time: 'انتهى الوقت!' },
};
