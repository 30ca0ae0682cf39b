import type { coursesFr } from './courses.fr.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Arabic texts of the courses, add-list and add-product screens (same keys as courses.fr.ts). */
export const coursesAr: Texts<typeof coursesFr> = {
  common: {
    loading: 'جارٍ التحميل…',
    loadError: 'تعذّر تحميل قوائمك.',
    retry: 'إعادة المحاولة',
    more: 'عرض المزيد',
    offline: 'لا يوجد اتصال: أعد المحاولة عند الاتصال بالإنترنت.',
  },
  signIn: {
    title: 'سجّل الدخول',
    text: 'سجّل الدخول لإنشاء قوائم التسوق ومشاركتها مع عائلتك.',
    button: 'تسجيل الدخول',
  },
  tabs: {
    label: 'قوائم التسوق الخاصة بي',
    active: 'نشطة',
    history: 'السجل',
  },
  newList: 'قائمة جديدة',
  card: {
    createdBy: 'أنشأها {{name}} في {{date}}',
    score: 'المبلغ التقديري',
    bought: 'تم شراء {{bought}} من {{total}}',
    menu: 'إجراءات أخرى: {{title}}',
    duplicate: 'نسخ',
    reactivate: 'إعادة التفعيل',
    promo: 'التخفيض المحتسب',
    promoReceipt: 'حسب تذكرتك',
    promoTicks: 'حسب أسعار المنتجات المؤشّر عليها',
    shared: 'مشتركة مع {{names}}',
  },
  empty: {
    active: 'لا توجد قائمة جارية. أنشئ قائمتك الأولى وشاركها مع عائلتك.',
    history: 'السجل فارغ: ستظهر هنا القوائم المكتملة أو المرفوضة.',
  },
  addList: {
    nameLabel: 'اسم القائمة',
    namePlaceholder: 'مثال: تسوق يوم السبت',
    nameRequired: 'أعطِ اسمًا للقائمة.',
    nameTooLong: 'يجب ألا يتجاوز الاسم 80 حرفًا.',
    membersTitle: 'الأعضاء',
    membersHint: 'يرى الأعضاء المعيّنون القائمة ويمكنهم إكمالها.',
    assign: 'تعيين',
    assignMember: 'تعيين {{name}}',
    assignAll: 'تعيين الكل',
    noFamily: 'لا يوجد أعضاء في عائلتك بعد. أضفهم لمشاركة قوائمك.',
    familyLink: 'إدارة عائلتي',
    membersError: 'تعذّر تحميل أفراد عائلتك.',
    create: 'إنشاء القائمة',
    creating: 'جارٍ الإنشاء…',
    relations: {
      Mère: 'الأم',
      Père: 'الأب',
      Frère: 'الأخ',
      Soeur: 'الأخت',
      Proche: 'قريب',
      Ami: 'صديق',
    },
  },
  addProduct: {
    searchLabel: 'البحث عن منتج',
    searchPlaceholder: 'البحث عن منتج',
    favouritesOnly: 'في المفضّلة فقط',
    select: 'اختيار {{name}}',
    plus: 'إضافة واحد من {{name}}',
    minus: 'إزالة واحد من {{name}}',
    quantity: 'كمية {{name}}: {{count}}',
    submit: 'إضافة المنتجات ({{count}})',
    empty: 'لا يوجد منتج يطابق بحثك.',
    noFavourites: 'ليس لديك مفضّلات بعد.',
  },
};
