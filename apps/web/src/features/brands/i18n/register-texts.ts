import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { brandsAr } from './brands.ar.ts';
import { brandsFr } from './brands.fr.ts';

/** Adds the brands texts (t('brands.…')) to both catalogues when a brands screen's chunk loads. */
export function registerBrandsTexts(): void {
  registerLazyTexts('brands', brandsFr, brandsAr);
}

registerBrandsTexts();
