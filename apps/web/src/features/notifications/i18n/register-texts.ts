import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { inboxAr } from './inbox.ar.ts';
import { inboxFr } from './inbox.fr.ts';

/** Adds the notifications texts (t('inbox.…')) to both catalogues when the screen's or the badge's chunk loads. */
export function registerInboxTexts(): void {
  registerLazyTexts('inbox', inboxFr, inboxAr);
}

registerInboxTexts();
