import type { WithArabicCounts } from '../../lib/i18n/arabic-counts.ts';
import type { addToListSheetFr } from './sheet-texts.fr.ts';

/** Arabic texts of the « Ajouter à une liste » sheet (same keys as sheet-texts.fr.ts). */
export const addToListSheetAr: WithArabicCounts<typeof addToListSheetFr> = {
  title: 'أضف إلى قائمة',
  handle: 'إغلاق',
  lists: 'قوائمي',
  products_one: 'منتج واحد',
  products_two: 'منتجان',
  products_few: '{{count}} منتجات',
  products_many: '{{count}} منتجًا',
  products_other: '{{count}} منتج',
  products_zero: 'قائمة فارغة',
  newList: 'قائمة جديدة',
  nameLabel: 'اسم القائمة',
  namePlaceholder: 'مثال: مشتريات السبت',
  nameRequired: 'أعطِ اسمًا للقائمة.',
  quantity: 'الكمية',
  less: 'واحدة أقل',
  more: 'واحدة أكثر',
  add: 'أضف',
  adding: 'جارٍ الإضافة…',
  loading: 'جارٍ تحميل قوائمك…',
  loadError: 'تعذّر تحميل قوائمك.',
  retry: 'إعادة المحاولة',
  noLists: 'ليست لديك قائمة بعد: أعطِ اسمًا لقائمتك الأولى.',
  added: 'أُضيف إلى « {{list}} »',
  addedOffline: 'غير متصل: ستُرسل الإضافة عند عودة الشبكة.',
  view: 'عرض القائمة',
  offline: 'غير متصل: قوائمك غير محفوظة على هذا الجهاز. أعد المحاولة عند الاتصال.',
  offlineNew: 'غير متصل: تُنشأ القائمة الجديدة عند الاتصال.',
  failed: 'لم تتم الإضافة. أعد المحاولة بعد لحظة.',
  signIn: {
    title: 'سجّل الدخول',
    text: 'سجّل الدخول لتضع هذا المنتج في قوائم تسوّقك وتشاركها مع عائلتك.',
    button: 'تسجيل الدخول',
  },
};
