import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { themeAr } from './theme.ar.ts';
import { themeFr } from './theme.fr.ts';

/** Adds t('theme.…') to both catalogues when the theme screen's chunk loads. */
registerLazyTexts('theme', themeFr, themeAr);
