import type { inboxFr } from './inbox.fr.ts';
import type { WithArabicCounts } from '../../../lib/i18n/arabic-counts.ts';

/** Arabic texts of the notifications screen and badge (same keys as inbox.fr.ts). */
export const inboxAr: WithArabicCounts<typeof inboxFr> = {
  title: 'الإشعارات',
  markAll: 'تعليم الكلّ كمقروء',
  more: 'عرض المزيد',
  loading: 'جارٍ التحميل…',
  unread: 'غير مقروء',
  badge_one: 'إشعار واحد غير مقروء',
  badge_two: 'إشعاران غير مقروءين',
  badge_few: '{{count}} إشعارات غير مقروءة',
  badge_many: '{{count}} إشعارًا غير مقروء',
  badge_other: '{{count}} إشعار غير مقروء',
  empty: {
    title: 'لا توجد إشعارات',
    text: 'ستصلك هنا دعوات عائلتك وتخفيضات منتجاتك المفضّلة وجديد التطبيق.',
  },
  error: 'تعذّر تحميل إشعاراتك.',
  retry: 'إعادة المحاولة',
  actions: {
    view: 'عرض',
    dismiss: 'إلغاء',
    accept: 'قبول',
    refuse: 'رفض',
    install: 'تثبيت التحديثات',
  },
  answered: {
    accepted: 'تمّ قبول الدعوة',
    declined: 'تمّ رفض الدعوة',
  },
  joined: 'أصبحت الآن فردًا من العائلة.',
  types: {
    invitation: 'دعوة',
    promotion: 'تخفيض',
    game: 'لعبة',
    update: 'تحديث',
    info: 'معلومة',
  },
  signIn: {
    title: 'إشعاراتك',
    text: 'سجّل الدخول لتصلك دعوات عائلتك وتخفيضات منتجاتك المفضّلة وجديد التطبيق.',
    button: 'تسجيل الدخول',
  },
};
