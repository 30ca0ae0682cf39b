import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/index.ts';
import { parseAisleParam } from '../model/category-tabs.ts';
import { categoriesKey, type CategoriesData } from './category-keys.ts';

/**
 * The header's title of produits/{id};name=… in Arabic: the aisle's Arabic name once the aisle's
 * screen has loaded the categories, as the link carries the French one; null in French (the header
 * shows the link's name, as the spec says) and until then. It only reads that query: the categories'
 * loader and its offline copy stay out of the first load.
 */
export function useAisleTitle(raw: string | undefined): string | null {
  const lang = useLanguage();
  const aisle = parseAisleParam(raw);
  const categories = useQuery<CategoriesData>({ queryKey: categoriesKey(lang), enabled: false });
  if (aisle.id === null || lang !== 'ar') return null;
  return categories.data?.items.find((c) => c.CATEGORY_ID === aisle.id)?.CATEGORY_NAME ?? null;
}
