import { useTranslation } from '../../../lib/i18n/index.ts';
import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import type { CameraReaderTexts } from './CameraReader.tsx';

/** The camera reader's own texts (t('cameraReader.…')), added when a reader's chunk loads. */
export const cameraReaderFr = {
  starting: 'Ouverture de la caméra…',
  denied: "L'accès à la caméra est refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code.",
  missing: "Aucune caméra n'est disponible. Saisissez le code.",
  failed: "La caméra n'a pas pu démarrer. Saisissez le code.",
  cancel: 'Fermer la caméra',
  torchOn: 'Allumer la lampe',
  torchOff: 'Éteindre la lampe',
  manual: 'Saisir le code',
};

export const cameraReaderAr: typeof cameraReaderFr = {
  starting: 'جارٍ تشغيل الكاميرا…',
  denied: 'تم رفض الوصول إلى الكاميرا. اسمح به في إعدادات المتصفح أو أدخل الرمز.',
  missing: 'لا توجد كاميرا متاحة. أدخل الرمز.',
  failed: 'تعذّر تشغيل الكاميرا. أدخل الرمز.',
  cancel: 'إغلاق الكاميرا',
  torchOn: 'تشغيل المصباح',
  torchOff: 'إطفاء المصباح',
  manual: 'إدخال الرمز',
};

registerLazyTexts('cameraReader', cameraReaderFr, cameraReaderAr);

/** The reader's texts in the current language: its own, with the caller's name and prompt. */
export function useCameraReaderTexts(label: string, prompt: string): CameraReaderTexts {
  const { t } = useTranslation();
  return {
    label,
    prompt,
    starting: t('cameraReader.starting'),
    cancel: t('cameraReader.cancel'),
    torchOn: t('cameraReader.torchOn'),
    torchOff: t('cameraReader.torchOff'),
    manual: t('cameraReader.manual'),
    problem: { denied: t('cameraReader.denied'), missing: t('cameraReader.missing'), failed: t('cameraReader.failed') },
  };
}
