import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { helpAr } from './help.ar.ts';
import { helpFr } from './help.fr.ts';

/** Adds the help screens' texts (t('help.…')) to both catalogues when one of their chunks loads. */
registerLazyTexts('help', helpFr, helpAr);
