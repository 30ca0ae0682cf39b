import { call, ops } from '../../../lib/api/index.ts';
import type { Language } from '../../../lib/i18n/index.ts';

/** GET /wallet/home: the signed-in home's wallet block (silent: the block shows its own error). */
export const getWalletHome = (signal?: AbortSignal, lang?: Language) => call(ops.getWalletHome, {}, { signal, lang, silent: true });
