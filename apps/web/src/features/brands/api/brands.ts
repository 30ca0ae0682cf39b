import { useQuery } from '@tanstack/react-query';
import { call, isApiError, ops } from '../../../lib/api/index.ts';
import type { Language } from '../../../lib/i18n/language.ts';

/** Our brands are a handful (docs/brands.md#which-brands): one page holds them. */
const BRANDS_PAGE = 100;

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    queryFn: ({ signal }) => call(ops.listOwnBrands, { query: { page: 1, pageSize: BRANDS_PAGE } }, { signal, auth: false }),
    staleTime: 5 * 60_000,
  });

/** A brand's products grouped by category, in the app's language. */
export const useBrandProducts = (brand: string | null, lang: Language) =>
  useQuery({
    queryKey: ['brand-products', brand, lang],
    queryFn: ({ signal }) => call(ops.listBrandProducts, { params: { brand: brand ?? '' } }, { signal, lang, auth: false, silent: true }),
    enabled: Boolean(brand),
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });

/** GET /app/links: social links and the toll-free number. */
export const useAppLinks = () =>
  useQuery({
    queryKey: ['app-links'],
    queryFn: ({ signal }) => call(ops.getAppLinks, {}, { signal, auth: false }),
    staleTime: 60 * 60_000,
  });
