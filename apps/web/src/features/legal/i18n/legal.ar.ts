import type { legalFr } from './legal.fr.ts';

/** Arabic texts of the terms, legal notices and privacy screens and the terms prompt (docs/content.md#screens). */
export const legalAr: typeof legalFr = {
  loading: 'جارٍ التحميل…',
  loadError: 'تعذّر تحميل هذا النص.',
  retry: 'إعادة المحاولة',
  effective: 'تاريخ الدخول حيّز التنفيذ: {{date}}',
  version: 'النسخة {{version}}',
  offline: 'دون اتصال: آخر نسخة تمّت قراءتها.',
  titles: {
    cgu: 'شروط الاستخدام العامة',
    legal: 'البيانات القانونية',
    privacy: 'سياسة الخصوصية',
  },
  cookies: {
    open: 'سياسة ملفات تعريف الارتباط',
    title: 'سياسة ملفات تعريف الارتباط',
    text: 'لا تستعمل قضية ملفات تعريف ارتباط إشهارية. يحفظ التطبيق على هاتفكم جلستكم ولغتكم ومظهر العرض واختياراتكم (المتجر، الجهة، العلامة) ونسخة من الصفحات المقروءة لعرضها دون اتصال.',
    retention: 'تُحفظ هذه العناصر 13 شهرًا على الأكثر، ثمّ تُحذف أو يُطلب إذنكم من جديد.',
    readTerms: 'قراءة شروط الاستخدام العامة',
    close: 'إغلاق',
    handle: 'إغلاق سياسة ملفات تعريف الارتباط',
  },
  prompt: {
    title: 'تغيّرت شروط الاستخدام',
    text: 'النسخة {{version}} سارية المفعول. يُرجى قراءتها وقبولها لمواصلة الاستفادة من خدماتكم.',
    accept: 'قبول',
    read: 'قراءة الشروط',
    later: 'لاحقًا',
    accepted: 'شكرًا، شروطكم محيّنة.',
  },
};
