import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { legalAr } from './legal.ar.ts';
import { legalFr } from './legal.fr.ts';

/** Adds the legal texts (t('legal.…')) to both catalogues when a legal screen's chunk loads. */
export function registerLegalTexts(): void {
  registerLazyTexts('legal', legalFr, legalAr);
}

registerLegalTexts();
