import type { referralFr } from './referral.fr.ts';

/** Arabic texts of « parrainage » (same keys as referral.fr.ts). */
export const referralAr: typeof referralFr = {
  intro:
    'ادعُ أصدقاءك للانضمام إلى قضية: عندما يقوم صديق سجّل برابطك بأول عملية شراء لا تقلّ عن {{min}}، تحصل على قسيمة شراء بقيمة {{bonus}}.',
  stats: { invited: 'أصدقاء مدعوّون', downloaded: 'التحميلات', bonus: 'المكافأة المكتسبة' },
  invite: 'ادعُ أصدقاءك',
  friends: 'أصدقاء حمّلوا التطبيق',
  noFriends: 'سيظهر هنا أصدقاؤك الذين سجّلوا برابطك.',
  rewarded: 'تمّ استلام المكافأة',
  waiting: 'في انتظار أول عملية شراء',
  invitedBy: 'دعاك {{name}}.',
  signIn: { title: 'الدعوة', text: 'سجّل الدخول لتدعو أصدقاءك وتربح قسائم شراء.', button: 'تسجيل الدخول' },
  loading: 'جارٍ التحميل…',
  error: 'تعذّر تحميل صفحة الدعوة.',
  retry: 'إعادة المحاولة',
};
