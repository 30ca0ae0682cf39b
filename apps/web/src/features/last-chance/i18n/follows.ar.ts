import type { lastChanceFollowFr } from './follows.fr.ts';
import type { WithArabicCounts } from '../../../lib/i18n/arabic-counts.ts';

/** The Arabic of lastChanceFollowFr (its keys, and every form of a count: docs/glossary.md#counting-in-arabic). */
export const lastChanceFollowAr: WithArabicCounts<typeof lastChanceFollowFr> = {
  follow: 'متابعة هذا المتجر',
  following: 'مُتابَع',
  followHint: 'تصلك تنبيهات عندما ينشر هذا المتجر عرضًا من «الفرصة الأخيرة».',
  signIn: 'سجّل الدخول لمتابعة هذا المتجر',
  settings: 'إعدادات التنبيهات',
  settingsTitle: 'تنبيهات «الفرصة الأخيرة»',
  settingsText: 'إشعار عندما ينشر متجر تتابعه عروضًا جديدة، {{count}} في اليوم على الأكثر، ولا شيء بين 22:00 و08:00.',
  stores: 'المتاجر المُتابَعة',
  noStore: 'لا تتابع أي متجر.',
  onlyThese: 'هذه الأقسام فقط',
  onlyTheseHint: 'بدون اختيار: كل عروض المتاجر المُتابَعة.',
  products: 'المنتجات المُتابَعة',
  save: 'حفظ',
  close: 'إغلاق',
  saved: 'تم حفظ التنبيهات.',
  failed: 'تعذّر حفظ التنبيهات. أعد المحاولة.',
  invalid: '5 متاجر و20 منتجًا و10 أقسام على الأكثر.',
  followProduct: 'متابعة هذا المنتج',
  followingProduct: 'منتج مُتابَع',
  followProductHint: 'تنبيه عندما يكون هذا المنتج في «الفرصة الأخيرة» في متاجرك المُتابَعة.',
  stockLeft: 'بقي {{count}} في المخزون',
  soldOut: 'نفد في هذا المتجر',
};
