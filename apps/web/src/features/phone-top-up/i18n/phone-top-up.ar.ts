import type { phoneTopUpFr } from './phone-top-up.fr.ts';

/** Arabic texts of the phone top-up screen (same keys as phone-top-up.fr.ts). */
export const phoneTopUpAr: typeof phoneTopUpFr = {
  intro: 'اختر مشغّلك ثم امسح رمز QR الموجود على وصل الشحن: يُطلب رمز الشحن تلقائيًا.',
  operatorsLabel: 'اختيار المشغّل',
  operators: { ooredoo: 'أوريدو', tt: 'اتصالات تونس', orange: 'أورنج' },
  tileHint: 'مسح وصل الشحن',
  scan: {
    title: 'مسح وصل شحن {{operator}}',
    prompt: 'ضع رمز QR أو الرمز الشريطي للوصل داخل منطقة المسح',
  },
  manual: {
    title: 'إدخال رمز الشحن',
    label: 'رمز الشحن',
    hint: 'الأرقام المطبوعة على وصلك، أو الرمز كاملًا \u2066*…#\u2069.',
    submit: 'اشحن',
    back: 'العودة إلى الكاميرا',
    invalid: 'رمز غير صالح: أدخل أرقام وصل الشحن (من 8 إلى 20 رقمًا).',
  },
  result: {
    title: 'شحن {{operator}}',
    code: 'رمز الشحن: {{code}}',
    ussd: 'الرمز المطلوب طلبه',
    dial: 'اطلب الرمز',
    dialing: 'يطلب هاتفك هذا الرمز: أكّد المكالمة لإتمام الشحن.',
    howTo: 'اطلب هذا الرمز من الهاتف المراد شحنه ثم اضغط على زر الاتصال.',
    copy: 'نسخ الرمز',
    copied: 'تم نسخ الرمز',
    again: 'شحن جديد',
  },
  help: {
    question: 'مشكلة في الشحن؟',
    call: 'اتصل بخدمة الحرفاء على الرقم {{number}} (مكالمة مجانية).',
  },
};
