import type { tapMatchFr } from './texts.fr.ts';

/** Arabic texts of Tap & Match (t('tapMatch.…')): the keys of texts.fr.ts. */
export const tapMatchAr: typeof tapMatchFr = {
  hint: 'اقلب بطاقتين في كلّ مرّة وابحث عن أزواج المنتجات.',
  board: 'بطاقات اللعبة',
  keys: 'استعمل الأسهم للتنقّل بين البطاقات، ومفتاح الإدخال أو المسافة لقلب بطاقة.',
  card: 'البطاقة {{n}}',
  symbol: 'الرمز {{symbol}}',
  pairs: 'الأزواج: {{found}} من {{pairs}}',
  timeLeft: 'الوقت المتبقّي: {{seconds}} ثانية',
  found: 'وجدت زوجًا: {{name}}',
  missed: 'ليسا زوجًا: {{first}} و{{second}}',
  allFound: 'وجدت كلّ الأزواج!',
  timeUp: 'انتهى الوقت!',
};
