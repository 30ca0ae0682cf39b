import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';

/** Texts t('offlineData.…'), added when this chunk loads: out of the first load. */
export const offlineDataFr = {
  notice: 'Hors ligne — données du {{date}}',
};

export const offlineDataAr: typeof offlineDataFr = {
  notice: 'غير متصل — بيانات بتاريخ {{date}}',
};

registerLazyTexts('offlineData', offlineDataFr, offlineDataAr);
