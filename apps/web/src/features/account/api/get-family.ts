import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { familyKey } from './keys.ts';

/** GET /families/members: the caller's own family (created on first use). */
export const getFamily = (signal?: AbortSignal, lang?: Language) => call(ops.listMyFamilyMembers, {}, { signal, lang });

export const familyQueryOptions = (lang?: Language) => {
  const key = familyKey(lang);
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => getFamily(signal, key[2]) });
};

export const useFamily = (enabled = true) => useQuery({ ...familyQueryOptions(useLanguage()), enabled });
