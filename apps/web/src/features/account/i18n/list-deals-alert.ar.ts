import type { listDealsAlertFr } from './list-deals-alert.fr.ts';

/** Arabic texts of the weekly push « Cette semaine sur ma liste » (list-deals-alert.fr.ts). */
export const listDealsAlertAr: typeof listDealsAlertFr = {
  title: 'هذا الأسبوع في قائمتي',
  text: 'مرة في الأسبوع، في اليوم والساعة اللذين تختارهما: « 4 عناصر من قائمتك عليها عروض هذا الأسبوع ».',
  switch: 'تذكير كل أسبوع',
  switchHint: 'العروض والكتالوج وعروض الفرصة الأخيرة لقوائم التسوق ومفضّلاتك، في متجرك.',
  weekday: 'اليوم',
  hour: 'الساعة',
  save: 'حفظ',
  saved: 'تم الحفظ.',
  summaryOn: 'كل {{weekday}} على الساعة {{hour}}',
  summaryOff: 'غير مفعّل',
  failed: 'تعذّر حفظ التذكير. أعد المحاولة.',
  invalid: 'اختر يومًا وساعة بين 08:00 و21:00.',
  loadError: 'تعذّر تحميل هذا الإعداد.',
};
