import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';

/** GET /promos for today only: the daily promo carousel (a day has a handful of promos). */
export const getTodayPromos = (today: string, signal?: AbortSignal, lang?: Language) =>
  call(ops.listPromos, { query: { oc_debut: today, oc_fin: today, page: 1, pageSize: 20 } }, { signal, silent: true, lang });

export const todayPromosQueryOptions = (today: string, enabled = true, lang: Language = currentLanguage()) =>
  queryOptions({ queryKey: ['promos', 'today', today, lang], queryFn: ({ signal }) => getTodayPromos(today, signal, lang), enabled });

export const useTodayPromos = (today: string, enabled = true) => useQuery(todayPromosQueryOptions(today, enabled, useLanguage()));
