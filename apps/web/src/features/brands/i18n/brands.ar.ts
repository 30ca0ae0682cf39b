import type { brandsFr } from './brands.fr.ts';
import type { WithArabicCounts } from '../../../lib/i18n/arabic-counts.ts';

/** Arabic texts of the brands screens and the rotary menu (docs/brands.md#screens). */
export const brandsAr: WithArabicCounts<typeof brandsFr> = {
  loading: 'جارٍ التحميل…',
  loadError: 'تعذّر تحميل العلامات.',
  retry: 'إعادة المحاولة',
  universe: {
    title: 'عالم منتوجنا',
    lead: 'علامات متاجركم، تختارها قضية وتراقب جودتها.',
    count_one: 'منتج واحد',
    count_two: 'منتجان',
    count_few: 'عدد المنتجات: {{count}}',
    count_many: 'عدد المنتجات: {{count}}',
    count_other: 'عدد المنتجات: {{count}}',
    empty: 'لا توجد علامات للعرض حاليًا.',
  },
  detail: {
    count_one: 'منتج واحد',
    count_two: 'منتجان',
    count_few: 'عدد المنتجات: {{count}}',
    count_many: 'عدد المنتجات: {{count}}',
    count_other: 'عدد المنتجات: {{count}}',
    none: 'اختاروا علامة أوّلًا.',
    unknown: 'هذه العلامة لم تعد متوفّرة.',
    toBrands: 'عرض علاماتنا',
    otherBrands: 'علامات أخرى',
  },
  rotary: {
    title: 'لنبقَ على تواصل',
    lead: 'اتّصلوا برقمنا الأخضر أو تابعونا.',
    tollFree: 'الرقم الأخضر',
    tollFreeHint: 'مكالمة مجانية من تونس',
    call: 'الاتصال بالرقم {{number}}',
    listTitle: 'شبكاتنا الاجتماعية',
    follow: 'قضية على {{network}}',
    email: 'راسلونا على {{email}}',
    networks: {
      facebook: 'فيسبوك',
      instagram: 'إنستغرام',
      tiktok: 'تيك توك',
      youtube: 'يوتيوب',
      linkedin: 'لينكدإن',
      x: 'إكس',
    },
  },
};
