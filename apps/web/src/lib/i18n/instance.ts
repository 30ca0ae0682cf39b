import { fr } from './fr.ts';
import type { Texts } from './texts.ts';
import { createI18n } from './translator.ts';

/**
 * The app's translator, with the French catalogue (the default language) from the start. The Arabic
 * catalogue is its own chunk, loaded only when Arabic is chosen or stored (see startI18n in index.ts),
 * so a French first load does not carry it.
 */
export const i18n = createI18n({ fr: structuredClone(fr) as Texts });
