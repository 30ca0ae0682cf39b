import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';

/** Texts t('pushOptIn.…'), added when this chunk loads: out of the first load. */
export const pushOptInFr = {
  title: 'Activer les notifications',
  text: 'Recevez sur ce téléphone les promos et messages que vous avez choisis, au plus 3 par jour et jamais la nuit.',
  button: 'Activer',
  asking: 'Autorisation…',
  on: 'Notifications activées sur cet appareil.',
  denied: 'Les notifications sont bloquées dans votre navigateur. Vos messages restent dans la liste des notifications.',
  failed: 'Impossible d’activer les notifications pour le moment. Vos messages restent dans la liste des notifications.',
};

export const pushOptInAr: typeof pushOptInFr = {
  title: 'تفعيل الإشعارات',
  text: 'استقبل على هذا الهاتف العروض والرسائل التي اخترتها، 3 على الأكثر في اليوم ولا شيء ليلا.',
  button: 'تفعيل',
  asking: 'جارٍ طلب الإذن…',
  on: 'الإشعارات مفعّلة على هذا الجهاز.',
  denied: 'الإشعارات محظورة في متصفحك. تبقى رسائلك في قائمة الإشعارات.',
  failed: 'تعذّر تفعيل الإشعارات حاليا. تبقى رسائلك في قائمة الإشعارات.',
};

registerLazyTexts('pushOptIn', pushOptInFr, pushOptInAr);
