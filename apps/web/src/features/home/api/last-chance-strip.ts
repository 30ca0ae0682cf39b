import { call, ops } from '../../../lib/api/index.ts';
import type { Language } from '../../../lib/i18n/index.ts';
import { HOME_FETCH_LIMIT } from './strips.ts';

/** GET /last-chance for the home strip: the chosen store's offers, or the best one per sku over all stores (silent). */
export const getLastChanceStrip = (magasin: string | null, signal?: AbortSignal, lang?: Language) =>
  call(
    ops.listLastChanceOffers,
    { query: { magasin: magasin ?? undefined, distinct: magasin ? undefined : true, limit: HOME_FETCH_LIMIT, pageSize: HOME_FETCH_LIMIT } },
    { signal, silent: true, lang },
  );
