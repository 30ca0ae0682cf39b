import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { panierChronoAr } from './texts.ar.ts';
import { panierChronoFr } from './texts.fr.ts';

/** Adds Panier Chrono's texts (t('panierChrono.…')) to both catalogues when its chunk loads. */
registerLazyTexts('panierChrono', panierChronoFr, panierChronoAr);
