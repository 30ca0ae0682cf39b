import type { shareFr } from './share-texts.fr.ts';

/** Arabic texts of the share sheet (same keys as share-texts.fr.ts). */
export const shareAr: typeof shareFr = {
  title: 'مشاركة',
  members: 'عائلتي',
  noMembers: 'ادعُ أقاربك للانضمام إلى عائلتك.',
  social: 'المشاركة عبر',
  linkLabel: 'رابط الدعوة',
  copy: 'نسخ',
  copied: 'تم نسخ الرابط',
  more: 'خيارات أخرى',
  message: 'انضم إليّ في Qadhya، رمزي هو {{code}}:',
  instagramCopied: 'تم نسخ الرابط: الصقه في إنستغرام',
  messengerCopied: 'تم نسخ الرابط: الصقه في ماسنجر',
  handle: 'إغلاق',
  networks: {
    messenger: 'ماسنجر',
    telegram: 'تيليغرام',
    whatsapp: 'واتساب',
    instagram: 'إنستغرام',
    x: 'X',
    facebook: 'فيسبوك',
  },
};
