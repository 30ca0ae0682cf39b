import type { Product } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../lib/api/index.ts';
import { useLanguage } from '../../lib/i18n/index.ts';
import { loadCatalogueImages } from './images-cache.ts';

/** The pages of a catalogue week, through the 24 h local cache (silent: the screen shows its own error). */
export function useCatalogueImages(week: number, year: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['catalog-viewer-images', week, year, lang],
    queryFn: ({ signal }) =>
      loadCatalogueImages(
        week,
        year,
        () => call(ops.listCatalogueImages, { query: { week, year } }, { signal, silent: true, lang }),
        undefined,
        lang,
      ),
    enabled,
    retry: false,
  });
}

const MAX_PAGES = 10;

/** All products of a catalogue (for prices in the text list): pages of 100, at most 1,000. */
export function useAllCatalogueProducts(catalogueId: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['catalog-viewer-products', catalogueId, lang],
    queryFn: async ({ signal }) => {
      const all: Product[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const res = await call(
          ops.listCatalogueProducts,
          { params: { id: catalogueId! }, query: { page, pageSize: 100 } },
          { signal, silent: true, lang },
        );
        all.push(...res.items);
        if (!res.hasMore) break;
      }
      return all;
    },
    enabled: catalogueId !== null,
    staleTime: 10 * 60_000,
  });
}
