import { registerLazyTexts } from '../i18n/lazy-texts.ts';

/** The app root's own texts (docs/app-root.md), added when its lazy chunk loads: t('appRoot.…'). */
export const appRootFr = {
  pressAgainToExit: 'Appuyez encore pour quitter',
  pressAgainToExitText: 'Appuyez une seconde fois sur retour pour quitter l’application.',
};
export const appRootAr: typeof appRootFr = {
  pressAgainToExit: 'اضغط مرة أخرى للخروج',
  pressAgainToExitText: 'اضغط على زر الرجوع مرة ثانية لمغادرة التطبيق.',
};

export function registerAppRootTexts(): void {
  registerLazyTexts('appRoot', appRootFr, appRootAr);
}
