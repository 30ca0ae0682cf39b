import type { ThemeTexts } from './theme.fr.ts';

/** Arabic texts of the theme screen (docs/app-root.md#theme), loaded with it (see register-texts.ts). */
export const themeAr: ThemeTexts = {
  intro: 'اختر مظهر التطبيق على هذا الجهاز.',
  legend: 'المظهر',
  system: 'مثل النظام',
  systemHint: 'يتبع الوضع الفاتح أو الداكن لهاتفك.',
  light: 'فاتح',
  lightHint: 'خلفية فاتحة، للنهار.',
  dark: 'داكن',
  darkHint: 'خلفية داكنة، أريح في المساء.',
  saved: 'تم حفظ المظهر',
};
