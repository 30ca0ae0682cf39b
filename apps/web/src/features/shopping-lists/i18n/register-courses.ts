import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { coursesAr } from './courses.ar.ts';
import { coursesFr } from './courses.fr.ts';

/** Adds the courses screens' texts (t('courses.…')) to both catalogues when one of their chunks loads. */
registerLazyTexts('courses', coursesFr, coursesAr);
