import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, categoriesIO, withOfflineFallback } from '../../../lib/offline/index.ts';
import { categoriesKey } from './category-keys.ts';

/** GET /categories: groups (food, hygiene, non-food) and their aisles. */
export const getCategories = (signal?: AbortSignal, silent = false, lang?: Language) =>
  call(ops.listCategories, {}, { signal, silent, lang });

export const categoriesQueryOptions = (lang: Language = currentLanguage()) =>
  queryOptions({
    queryKey: categoriesKey(lang),
    queryFn: ({ signal }) => withOfflineFallback('categories', (quiet) => getCategories(signal, quiet, lang), categoriesIO),
    staleTime: 60 * 60_000,
    ...OFFLINE_QUERY,
  });

export const useCategories = () => useQuery(categoriesQueryOptions(useLanguage()));
